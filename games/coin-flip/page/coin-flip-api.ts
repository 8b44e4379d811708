// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { CreateCoinFlipBody, coinFlipCalls } from '../../../src/shared/contract/coinFlip';
import { apiRequest } from '../../../src/client/lib/http';

type Calls = typeof coinFlipCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type CoinFlipListAnswer = Answer<'listCoinFlips'>;
export type CoinFlipGameAnswer = Answer<'getCoinFlip'>;
export type CoinFlipCreateAnswer = Answer<'createCoinFlip'>;
export type CoinFlipJoinAnswer = Answer<'joinCoinFlip'>;
export type CoinFlipBotAnswer = Answer<'callCoinFlipBot'>;
export type CoinFlipCancelAnswer = Answer<'cancelCoinFlip'>;

const game = (id: string) => `/games/coinflip/${encodeURIComponent(id)}`;

/** Coin flip's HTTP calls (paths of src/shared/contract/coinFlip.ts). */
export const coinFlipApi = {
  list: (): Promise<CoinFlipListAnswer> => apiRequest('/games/coinflip'),
  get: (id: string): Promise<CoinFlipGameAnswer> => apiRequest(game(id)),
  create: (body: CreateCoinFlipBody): Promise<CoinFlipCreateAnswer> =>
    apiRequest('/games/coinflip', { method: 'POST', body }),
  join: (id: string): Promise<CoinFlipJoinAnswer> =>
    apiRequest(`${game(id)}/join`, { method: 'POST', body: {} }),
  callBot: (id: string): Promise<CoinFlipBotAnswer> =>
    apiRequest(`${game(id)}/bot`, { method: 'POST', body: {} }),
  cancel: (id: string): Promise<CoinFlipCancelAnswer> =>
    apiRequest(`${game(id)}/cancel`, { method: 'POST', body: {} }),
};
