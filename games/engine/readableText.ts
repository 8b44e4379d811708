// Scene text is drawn in board units and scaled with the board, so on a phone a 15-unit
// label can end up a few CSS pixels high. Text keeps a minimum size on screen instead; a
// scene whose labels then no longer fit draws less (see plinko's compact labels).

/** The smallest text a scene shows, in CSS pixels at the canvas's real size. */
export const MIN_TEXT_CSS_PX = 11;

/**
 * The font size (board units) to draw a `designed`-unit text at, so that it shows at least
 * `minCss` CSS pixels high when one board unit is `cssPerUnit` CSS pixels.
 */
export function readableFontSize(
  designed: number,
  cssPerUnit: number,
  minCss = MIN_TEXT_CSS_PX,
): number {
  if (!(cssPerUnit > 0) || !Number.isFinite(cssPerUnit)) return designed;
  return Math.max(designed, minCss / cssPerUnit);
}

/** Widths of bold system-font characters in ems, a little generous (digits are tabular). */
const NARROW = new Set(['.', ',', ':', ' ', 'i', 'l']);
const EM_DIGIT = 0.6;
const EM_NARROW = 0.32;
const EM_OTHER = 0.66;

/** A generous estimate of a label's width, in the units of its font size. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.has(char)) ems += EM_NARROW;
    else ems += char >= '0' && char <= '9' ? EM_DIGIT : EM_OTHER;
  }
  return ems * fontSize;
}

/**
 * What Phaser measures a text's ascent and descent on. Its default ('|MÉqgy') has no
 * underscore, which many fonts draw below the descenders of g, q and y: the text's canvas
 * then ends above it and "alice_walk" shows as "alice walk". The underscore is measured too.
 */
export const TEXT_METRICS_SAMPLE = '|MÉqgy_';

/** A scene text's style, measured on TEXT_METRICS_SAMPLE unless it names its own sample. */
export function measuredTextStyle<S extends object>(style: S): S & { testString?: string } {
  return { testString: TEXT_METRICS_SAMPLE, ...style };
}
