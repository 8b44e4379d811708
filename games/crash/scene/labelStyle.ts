import type { CrashTuning } from './axes';

// The axis labels' text style, without Phaser. They sit outside the dark plot, on whatever
// is behind the canvas: the page's dark surface, or a stream's chroma-key green, where the
// muted grey alone is unreadable; there they carry a dark outline.

export const CRASH_FONT = 'system-ui, sans-serif';

export interface LabelStyle {
  fontFamily: string;
  fontSize: string;
  color: string;
  stroke?: string;
  strokeThickness?: number;
}

export function axisLabelStyle(
  { sizes, css }: CrashTuning,
  /** The scene is drawn over a chroma key (SceneOptions.chromaKey). */
  chromaKey: boolean,
): LabelStyle {
  const style = { fontFamily: CRASH_FONT, fontSize: `${sizes.axisFont}px`, color: css.axisText };
  return chromaKey
    ? { ...style, stroke: css.axisOutline, strokeThickness: sizes.axisOutline }
    : style;
}
