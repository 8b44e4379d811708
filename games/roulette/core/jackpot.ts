import { assertWholeNumber, roundHundredthsFairly } from '../../fair';
import type { RouletteBetKind } from './bets';

// The Triple Green jackpot's money (docs/games/roulette.md, "Triple Green jackpot"), in exact
// integer hundredths.
//
// Feed: 0.5% of every roulette wager goes to the pool: a round's wagers feed 0.5% of their
// total, rounded fairly with the round's own float (rouletteRoundingFloat), so the pool gets
// exactly 0.5% of every wager on average, 0.10 stakes included (a floor per bet gave it
// nothing below 2.00). The stake is taken in full; the feed goes to the jackpot account and
// the rest stays with the house. The feed comes out of the house's share: each option's own
// return stays 93.33%, and the pool goes back to green bets only, so roulette as a whole
// returns 93.33% plus what the pool pays out (at most the 0.5% fed): at most 93.83%.
//
// Claims: on a TRIPLE_GREEN every green bet of the streak's three rounds has a claim on the
// pool: its stake x 15^(2 - k), k the streak its round started from (225x, 15x, 1x). A bet
// at streak k completes the triple with chance 15^-(3 - k), so a claim paid in full is worth
// stake / 15 on average: exactly the edge the bet paid. Whatever the pool, the streak or the
// other bets, no timing of green bets then returns more than it stakes.
//
// Shares: when the pool covers every claim, each is paid in full and the rest stays in the
// pool; otherwise the pool is split in proportion to the claims, by largest remainder: each
// gets floor(pool * claim / total), then the hundredths left over go one each to the largest
// remainders, ties to the earlier bet. A part never exceeds its claim. With no green bet in
// the streak the pool carries over.

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
 * What a roulette bet row keeps in `params`: its option, and for GREEN the house edge it
 * leaves to share (hundredths x 10^-4, the accruals' unit: accruals/wagerHouseEdge.ts). A
 * green stake's edge, stake / 15, comes back to green bets through the claim above when the
 * pool covers it, and the pool is public: a green bet placed then returns exactly 100%. So
 * it leaves no edge, and rakeback or commission on the nominal edge would make it pay more
 * than it stakes. Red, black and bait keep the nominal edge: their 1/15 stays with the house
 * but for the 0.5% fed to the pool.
 */
export function rouletteBetParams(option: RouletteBetKind): {
  option: RouletteBetKind;
  houseEdgeE4?: number;
} {
  return option === 'GREEN' ? { option, houseEdgeE4: 0 } : { option };
}

/** What a green stake placed at streak `streak` (0, 1 or 2) may claim: stake x 15^(2 - streak). */
export const JACKPOT_CLAIM_MULTIPLIERS: readonly [number, number, number] = [225, 15, 1];

export function jackpotClaim(stake: number, streak: number): number {
  assertWholeNumber(stake, 'Stake');
  const multiplier = JACKPOT_CLAIM_MULTIPLIERS[streak];
  if (multiplier === undefined || !Number.isInteger(streak))
    throw new RangeError('A green bet is placed at a streak of 0, 1 or 2');
  return stake * multiplier;
}

/**
 * The pool's parts for claims in bet order (earlier first): every claim in full when the
 * pool covers them all, else the pool in proportion to the claims. parts[i] <= claims[i].
 */
export function shareJackpot(pool: number, claims: readonly number[]): number[] {
  claims.forEach((claim) => assertWholeNumber(claim, 'Claim'));
  const total = claims.reduce((sum, claim) => sum + BigInt(claim), 0n);
  if (total <= BigInt(pool)) return [...claims];
  // pool < total: a part rounded up is at most ceil(pool * claim / total) <= claim
  return splitJackpot(pool, claims);
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
