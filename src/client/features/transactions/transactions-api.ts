// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { profileCalls } from '../../../shared/contract/profile';
import { apiRequest } from '../../lib/http';

export type TransactionsPage = z.infer<(typeof profileCalls)['listMyTransactions']['response']>;

/** Entries per page the tab asks for; the export asks for the most the server gives. */
export const TRANSACTIONS_PAGE = 50;
export const EXPORT_PAGE = 100;

/** GET /users/me/transactions: one page of the player's ledger, newest first. */
export const transactionsApi = {
  list: (page: {
    before?: number | null;
    kind?: string | null;
    limit?: number;
  }): Promise<TransactionsPage> => {
    const query = new URLSearchParams({ limit: String(page.limit ?? TRANSACTIONS_PAGE) });
    if (page.before) query.set('before', String(page.before));
    if (page.kind) query.set('kind', page.kind);
    return apiRequest(`/users/me/transactions?${query.toString()}`);
  },
};
