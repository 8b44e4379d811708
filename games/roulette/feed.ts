import { isRecord } from '../../src/shared/is-record';
// What roulette's live feed brings besides bets: each batch of new bets carries the
// Triple Green pool it fed, so every page's jackpot counter moves with the bets.

/** The jackpot pool as the server sends it with `roulette.bets`. */
export interface JackpotPool {
  amount: number;
  greenStreak: number;
}

export const isJackpotPool = (value: unknown): value is JackpotPool =>
  isRecord(value) && typeof value.amount === 'number' && typeof value.greenStreak === 'number';

/** The round's fields a `roulette.bets` batch carries: the pool, when it is well formed. */
export function rouletteBatchFields(
  data: Record<string, unknown>,
): { jackpot: JackpotPool } | undefined {
  return isJackpotPool(data.jackpot) ? { jackpot: data.jackpot } : undefined;
}
