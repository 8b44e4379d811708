import { estimateTextWidth, readableFontSize } from '../../engine/readableText';
import {
  bucketCentreX,
  compactMultiplier,
  formatMultiplier,
  plinkoGeometry,
  type PlinkoTuning,
} from './geometry';

// Where a board's bucket labels go, without Phaser: the font size, the one form every label
// takes, and each label's box (board units). Text never drops below the readable size, so
// a narrow board writes its labels shorter ("26" for "26x"), and when even those are wider
// than a bucket (three digits at 15 or 16 rows on a phone) it stands them on end, the
// bucket growing down into the board's bottom margin to hold them.

/** A line of text's height in ems, generous (ascent plus descent of system fonts). */
export const LINE_EMS = 1.2;
/** Free space kept between neighbouring labels, in CSS px, so they never read as one. */
export const LABEL_GAP_CSS = 2;
/** Space between a label standing on end and its bucket's ends, in CSS px. */
export const LABEL_PAD_CSS = 1;

export interface LabelBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PlacedLabel {
  text: string;
  /** The label's centre. */
  x: number;
  y: number;
  /** What it covers on the board, standing on end or not. */
  box: LabelBox;
}

export interface LabelLayout {
  /** Font size in board units, and what it shows as on screen. */
  fontSize: number;
  cssFontSize: number;
  /** Every label turned a quarter (reading upwards), or none. */
  rotated: boolean;
  /** The buckets' drawn height: the geometry's, or taller to hold labels on end. */
  bucketHeight: number;
  /** One per bucket, left to right; null where the bucket has no multiplier yet. */
  labels: (PlacedLabel | null)[];
}

/** How wide a text is and how tall a line, at a font size (the scene measures its font). */
export interface TextMeasure {
  /** `onEnd`: in the narrow face labels standing on end use (LABEL_ON_END_FONT). */
  width(text: string, fontSize: number, onEnd: boolean): number;
  lineHeight(fontSize: number): number;
}

/**
 * Labels on end are set in a narrow face where the device has one (numerals made for tight
 * columns), else the system font: the estimate assumes the system font either way.
 */
export const LABEL_ON_END_FONT =
  '"Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", "DejaVu Sans Condensed", sans-serif-condensed, system-ui, sans-serif';

export const estimatedMeasure: TextMeasure = {
  width: (text, fontSize) => estimateTextWidth(text, fontSize),
  lineHeight: (fontSize) => fontSize * LINE_EMS,
};

export function bucketLabelLayout(
  /** The whole board's width on screen, in CSS px. */
  boardCssWidth: number,
  rows: number,
  multipliers: readonly (number | undefined)[],
  tuning: PlinkoTuning,
  measure: TextMeasure = estimatedMeasure,
): LabelLayout {
  const g = plinkoGeometry(rows, tuning);
  const cssPerUnit = boardCssWidth > 0 ? boardCssWidth / tuning.sizes.width : 1;
  const fontSize = readableFontSize(
    Math.min(tuning.sizes.labelFont, g.bucketWidth * 0.3),
    cssPerUnit,
  );
  const room = g.spacing - LABEL_GAP_CSS / cssPerUnit;
  const line = measure.lineHeight(fontSize);
  const present = multipliers.filter((m): m is number => m !== undefined);
  const fits = (form: (m: number) => string) =>
    present.every((m) => measure.width(form(m), fontSize, false) <= room);
  const base = { fontSize, cssFontSize: fontSize * cssPerUnit };

  const flatForm = line <= g.bucketHeight ? [formatMultiplier, compactMultiplier].find(fits) : null;
  if (flatForm) {
    const y = g.bucketY + g.bucketHeight / 2;
    return {
      ...base,
      rotated: false,
      bucketHeight: g.bucketHeight,
      labels: multipliers.map((m, b) => {
        if (m === undefined) return null;
        const text = flatForm(m);
        const x = bucketCentreX(g, b);
        const half = measure.width(text, fontSize, false) / 2;
        return {
          text,
          x,
          y,
          box: { left: x - half, right: x + half, top: y - line / 2, bottom: y + line / 2 },
        };
      }),
    };
  }

  // On end: a label is a line high across the bucket and its text long down it.
  const lengths = present.map((m) => measure.width(compactMultiplier(m), fontSize, true));
  const pad = LABEL_PAD_CSS / cssPerUnit;
  const floor = tuning.sizes.height - g.bucketY; // the board's bottom edge, below the bucket's top
  const bucketHeight = Math.min(
    floor,
    Math.max(g.bucketHeight, ...lengths.map((l) => l + 2 * pad)),
  );
  const y = g.bucketY + bucketHeight / 2;
  return {
    ...base,
    rotated: true,
    bucketHeight,
    labels: multipliers.map((m, b) => {
      if (m === undefined) return null;
      const text = compactMultiplier(m);
      const x = bucketCentreX(g, b);
      const half = measure.width(text, fontSize, true) / 2;
      return {
        text,
        x,
        y,
        box: { left: x - line / 2, right: x + line / 2, top: y - half, bottom: y + half },
      };
    }),
  };
}
