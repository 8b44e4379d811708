import tuning from '../tuning.json';

/** The case scene's board as width / height for `n` reels, so the canvas keeps its shape. */
export function reelBoardRatio(n: number): string {
  const { width, padding, reelHeight, reelGap } = tuning.sizes;
  return `${width} / ${padding * 2 + n * reelHeight + (n - 1) * reelGap}`;
}
