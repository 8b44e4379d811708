import type { CSSProperties } from 'react';
import minesTuning from '../tuning.json';

// The DOM tiles lie exactly over the scene's: both come from the board's tuned sizes. The
// stage keeps the board's aspect ratio, so the scene's board fills it edge to edge.
const { width, height, margin, gap } = minesTuning.sizes;

/** CSS variables for the stage and the tile grid laid over it. */
export const minesBoardStyle = {
  '--stage-ratio': `${width} / ${height}`,
  '--board-inset-x': `${(margin / width) * 100}%`,
  '--board-inset-y': `${(margin / height) * 100}%`,
  // Grid gaps in % resolve against the grid's own box (the board minus its margins).
  '--board-gap-x': `${(gap / (width - 2 * margin)) * 100}%`,
  '--board-gap-y': `${(gap / (height - 2 * margin)) * 100}%`,
} as CSSProperties;
