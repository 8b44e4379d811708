/**
 * How a race's pool is split: fixed shares of the pool, in basis points, for ranks 1-10.
 * They sum to 100%; with fewer entrants the shares nobody holds stay with the house.
 */
export const RACE_PRIZE_SHARES_BPS: readonly number[] = [
  3000, 2000, 1400, 1000, 800, 600, 400, 300, 300, 200,
];

/** How many ranks are paid (and shown on the leaderboard). */
export const RACE_PAID_RANKS = RACE_PRIZE_SHARES_BPS.length;

/** The prize of each rank for `pool` hundredths, rounded down to the hundredth. */
export function racePrizes(pool: number): number[] {
  return RACE_PRIZE_SHARES_BPS.map((bps) => Math.floor((pool * bps) / 10_000));
}

/** A standing with its rank and prize: ranks from 1 in the given order, prize 0 past the paid ranks. */
export type Placed<T> = T & { rank: number; prize: number };

/**
 * Places standings already in race order (raceRecords.ts: more wagered first, then who got
 * there first): rank i + 1 wins the i-th prize of the pool.
 */
export function placeStandings<T>(ordered: readonly T[], pool: number): Placed<T>[] {
  const prizes = racePrizes(pool);
  return ordered.map((standing, i) => ({ ...standing, rank: i + 1, prize: prizes[i] ?? 0 }));
}
