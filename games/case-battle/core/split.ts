import { splitHundredthsFairly } from '../../fair/fairRounding';
import { beaconFloat } from '../../fair/beaconDraw';
import type { BattleSeeds } from './draw';

// Exact even splits: every hundredth of the pot goes to someone, and the hundredths left over go to
// seats drawn fairly, so each seat's share is exactly total / n on average
// (docs/games/README.md, "Money"): always giving them to the first seats would favour the lowest
// seats.

/**
 * The float that picks the seats of a split's leftover hundredths: (round 0, seat 0) of the
 * battle's beacon draw, a round no pull, respin or tie roll uses (those are 1-based).
 */
export function battleSplitFloat(seeds: BattleSeeds): number {
  return beaconFloat(seeds.serverSeed, seeds.beaconValue, 0, 0);
}

/**
 * `total` hundredths shared by `seats`: each gets floor(total / n) or one more, the
 * leftover hundredths going to the seats `splitFloat` picks (splitHundredthsFairly, in seat
 * order). Returns payouts for all `playerAmount` seats (0 for the others); they sum to
 * `total` exactly.
 */
export function splitEvenly(
  total: number,
  seats: readonly number[],
  playerAmount: number,
  splitFloat: number,
): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError('The total must be a whole number of hundredths from 0');
  }
  if (seats.length === 0) throw new RangeError('A split needs at least one seat');
  const ordered = [...seats].sort((a, b) => a - b);
  const shares = splitHundredthsFairly(
    total,
    ordered.map(() => 1),
    splitFloat,
  );
  const payouts = Array.from({ length: playerAmount }, () => 0);
  ordered.forEach((seat, index) => {
    payouts[seat] = shares[index]!;
  });
  return payouts;
}
