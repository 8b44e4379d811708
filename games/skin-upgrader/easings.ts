import { curve, type EasingTable } from '../engine/easings';

// The Skin Upgrader's own curves, for its tuning file (registered through its client manifest).

/** Skin Upgrader needle: spins off at full speed and brakes to a dead stop (quartic ease-out). */
export const needleEase = curve((t) => 1 - (1 - t) ** 4);

/**
 * Skin Upgrader near miss: the needle creeps the last stretch from rest to rest, slowest at both
 * ends (smoothstep), so the edge of the arc is passed, or not, in slow motion.
 */
export const creepEase = curve((t) => t * t * (3 - 2 * t));

export const skinUpgraderEasings: EasingTable = Object.freeze({ needleEase, creepEase });
