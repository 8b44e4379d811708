// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { betHistoryCalls } from '../../../shared/contract/betHistory';
import { apiRequest } from '../../lib/http';

export type BetHistoryAnswer = z.infer<(typeof betHistoryCalls)['listMyBets']['response']>;

/** How many bets a page of the profile's history holds. */
export const HISTORY_LIMIT = 50;

/**
 * GET /games/bets: a page of the player's settled bets, of one game or of all (`game`
 * null), older than the bet `before` (the previous page's nextCursor) when given.
 */
export const betHistoryApi = {
  list: (
    game: string | null,
    before: string | null = null,
    limit = HISTORY_LIMIT,
  ): Promise<BetHistoryAnswer> => {
    const query = new URLSearchParams({ limit: String(limit), ...(game ? { game } : {}) });
    if (before) query.set('before', before);
    return apiRequest(`/games/bets?${query.toString()}`);
  },
};
