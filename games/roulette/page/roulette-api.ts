// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { RouletteBetBody, rouletteCalls } from '../../../src/shared/contract/roulette';
import { apiRequest } from '../../../src/client/lib/http';

type Calls = typeof rouletteCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type RouletteHistoryAnswer = Answer<'listRouletteHistory'>;
export type RouletteJackpotsAnswer = Answer<'listRouletteJackpots'>;
export type RouletteJackpotAnswer = Answer<'getRouletteJackpot'>;
export type RouletteBetAnswer = Answer<'placeRouletteBet'>;

/** Roulette's own HTTP calls (the round's is every round game's, features/rounds; paths of src/shared/contract/roulette.ts). */
export const rouletteApi = {
  history: (): Promise<RouletteHistoryAnswer> => apiRequest('/games/roulette/history'),
  jackpots: (): Promise<RouletteJackpotsAnswer> => apiRequest('/games/roulette/jackpots'),
  jackpot: (): Promise<RouletteJackpotAnswer> => apiRequest('/games/roulette/jackpot'),
  bet: (body: RouletteBetBody): Promise<RouletteBetAnswer> =>
    apiRequest('/games/roulette/bet', { method: 'POST', body }),
};
