import { fairFloats, type FairSeeds } from '../../fair';
import { UPGRADE_CHANCE_SCALE, type UpgradeDirection } from './limits';

/**
 * The bet's roll: the first float f of its stream, as the whole number f x 2^32 (exact, as
 * every float of the stream is a multiple of 2^-32), 0 .. 2^32 - 1.
 */
export function rollUpgrade(seeds: FairSeeds): number {
  return fairFloats(seeds, 1)[0]! * UPGRADE_CHANCE_SCALE;
}

/** Throws unless `roll` is a whole number on the grid, 0 .. 2^32 - 1. */
export function assertUpgradeRoll(roll: number): void {
  if (!Number.isSafeInteger(roll) || roll < 0 || roll >= UPGRADE_CHANCE_SCALE) {
    throw new RangeError('A roll is a whole number from 0 to 2^32 - 1');
  }
}

/**
 * docs/games/fairness.md, "Seed pairs": "win when f < chance". Under is exactly that (roll <
 * chance); over wins on the top `chance` rolls (roll >= 2^32 - chance), i.e. when 1 - f <= chance:
 * as many rolls win.
 */
export function upgradeWins(roll: number, chance: number, direction: UpgradeDirection): boolean {
  assertUpgradeRoll(roll);
  if (direction === 'under') return roll < chance;
  if (direction === 'over') return roll >= UPGRADE_CHANCE_SCALE - chance;
  throw new RangeError('Direction must be "under" or "over"');
}

/**
 * Where the winning arc starts and ends on the grid: [from, to). Under: [0, chance);
 * over: [2^32 - chance, 2^32). The gauge draws exactly this.
 */
export function upgradeWinningRange(
  chance: number,
  direction: UpgradeDirection,
): { from: number; to: number } {
  if (direction === 'under') return { from: 0, to: chance };
  return { from: UPGRADE_CHANCE_SCALE - chance, to: UPGRADE_CHANCE_SCALE };
}
