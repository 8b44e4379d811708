// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { betHistoryCalls } from '../../../shared/contract/betHistory';
import { apiRequest } from '../../lib/http';

export type BetHistoryAnswer = z.infer<(typeof betHistoryCalls)['listMyBets']['response']>;

/** How many of the newest bets the profile lists. */
export const HISTORY_LIMIT = 50;

/** GET /games/bets: the player's settled bets, of one game or of all (`game` null). */
export const betHistoryApi = {
  list: (game: string | null, limit = HISTORY_LIMIT): Promise<BetHistoryAnswer> => {
    const query = new URLSearchParams({ limit: String(limit), ...(game ? { game } : {}) });
    return apiRequest(`/games/bets?${query.toString()}`);
  },
};
