// Mines' own HTTP calls (paths of src/shared/contract/instantGames.ts): a game over several
// requests, so not the one-request games' `bet`. Types only from the contract.
import type { z } from 'zod';
import type { instantGamesCalls } from '../../../src/shared/contract/instantGames';
import { apiRequest } from '../../../src/client/lib/http';

type Calls = typeof instantGamesCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

/** What every mines call answers: the game as it stands (its board, or how it ended). */
export type MinesAnswer = Answer<'minesStart'>;

export const minesApi = {
  start: (body: { amount: number; mines: number }): Promise<MinesAnswer> =>
    apiRequest('/games/mines/start', { method: 'POST', body }),
  reveal: (tile: number): Promise<MinesAnswer> =>
    apiRequest('/games/mines/reveal', { method: 'POST', body: { tile } }),
  cashout: (): Promise<MinesAnswer> => apiRequest('/games/mines/cashout', { method: 'POST' }),
  /** The player's game still being played, if any. */
  active: (): Promise<Answer<'minesActive'>> => apiRequest('/games/mines/active'),
};
