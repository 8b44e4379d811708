import { assertWholeNumber, roundHundredthsFairly } from '../../fair';

// The Triple Green jackpot's money (games.md, Roulette), in exact integer hundredths.
//
// Feed: 0.5% of every roulette wager goes to the pool: a round's wagers feed 0.5% of their
// total, rounded fairly with the round's own float (rouletteRoundingFloat), so the pool gets
// exactly 0.5% of every wager on average, 0.10 stakes included (a floor per bet gave it
// nothing below 2.00). The stake is taken in full; the feed goes to the jackpot account and
// the rest stays with the house. The feed comes out of the house's share: each option's own
// return stays 93.33%.
//
// Split: on a TRIPLE_GREEN the green bets share the whole pool in proportion to their
// green stake, by largest remainder: each gets floor(pool * stake / total), then the
// hundredths left over go one each to the largest remainders, ties to the earlier bet.
// The parts always sum to exactly the pool. With no green bet the pool carries over.

/** The pool's share of every wager, per thousand: 0.5%. */
export const JACKPOT_FEED_PER_MILLE = 5;

/**
 * What wagers totalling `totalStake` hundredths add to the pool: 0.5% of them, rounded
 * fairly with `roundingFloat` (its expectation is exactly 0.5%).
 */
export function jackpotFeed(totalStake: number, roundingFloat: number): number {
  assertWholeNumber(totalStake, 'Stake');
  return roundHundredthsFairly(
    BigInt(totalStake) * BigInt(JACKPOT_FEED_PER_MILLE),
    1000n,
    roundingFloat,
  );
}

/**
 * The pool's parts for green stakes given in bet order (earlier first): parts[i] goes to
 * the bet of greenStakes[i]. Sums to `pool` exactly when any stake is positive, else all 0.
 */
export function splitJackpot(pool: number, greenStakes: readonly number[]): number[] {
  assertWholeNumber(pool, 'Pool');
  greenStakes.forEach((stake) => assertWholeNumber(stake, 'Green stake'));
  const total = greenStakes.reduce((sum, stake) => sum + BigInt(stake), 0n);
  if (total === 0n) return greenStakes.map(() => 0);
  const whole = BigInt(pool);
  const parts: bigint[] = [];
  const remainders: bigint[] = [];
  let given = 0n;
  for (const stake of greenStakes) {
    const share = whole * BigInt(stake);
    parts.push(share / total);
    remainders.push(share % total);
    given += share / total;
  }
  // Fewer hundredths are left than there are non-zero remainders: one each suffices.
  const order = greenStakes
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = remainders[a]!;
      const rb = remainders[b]!;
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
  let left = whole - given;
  for (const i of order) {
    if (left === 0n) break;
    parts[i] = parts[i]! + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
