import { curve, type EasingTable } from '../engine/easings';

// The battle's own curves, for its tuning file (registered through its client manifest).

const REEL_OVERSHOOT = 0.5;
/**
 * Battle reels: rush off, brake, run a hair past the stop and ease back onto it (a gentle
 * back-out: with a long strip the pass is a few percent of a card, like a real reel's catch).
 */
export const reelSettleEase = curve((t) => {
  const u = t - 1;
  return 1 + (REEL_OVERSHOOT + 1) * u * u * u + REEL_OVERSHOOT * u * u;
});

/** Battle tie roll: a light hopping over the tied seats, each hop slower (quintic ease-out). */
export const tieRollEase = curve((t) => 1 - (1 - t) ** 5);

export const caseBattleEasings: EasingTable = Object.freeze({ reelSettleEase, tieRollEase });
