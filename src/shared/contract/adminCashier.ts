import { z } from 'zod';
import {
  CRYPTO_TRANSACTION_KINDS,
  CRYPTO_TRANSACTION_STATUSES,
  adminCashierReasonBody,
  adminHeldDepositSchema,
} from './cashierCrypto';
import { textSchema } from './common';
import { httpCall } from './define';
import { pageCursorSchema, sortParam } from './tableSort';

// The back office's cashier screen beyond the queues (cashierCrypto.ts): releasing a held
// deposit, and one search over every deposit and withdrawal, a page at a time.

export const ADMIN_CASHIER_PAGE_SIZES = [25, 50, 100] as const;

/** The columns the search may be ordered by (`user` is the username, any case); newest first by default. */
export const ADMIN_CASHIER_SORT_COLUMNS = ['createdAt', 'amount', 'user'] as const;

export const adminCashierSearchQuery = z
  .object({
    kind: z.enum(CRYPTO_TRANSACTION_KINDS, { error: 'Kind is DEPOSIT or WITHDRAWAL' }).optional(),
    status: z.enum(CRYPTO_TRANSACTION_STATUSES, { error: 'Unknown status' }).optional(),
    /** A username (its beginning), or exactly a user id, transaction id, address or txid. */
    q: textSchema({ error: 'Search must be text' })
      .trim()
      .max(128, { error: 'Search is at most 128 characters' })
      .optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be from 1 to 100' })
      .max(100, { error: 'Limit must be from 1 to 100' })
      .optional(),
    /** Rows older than this one: the previous page's nextCursor (newest-first order only). */
    before: z.uuid({ error: 'Cursor must be a transaction id' }).optional(),
    sort: sortParam(ADMIN_CASHIER_SORT_COLUMNS).optional(),
    /** In any order: the previous page's nextPageCursor (it carries the order it was made for). */
    cursor: pageCursorSchema.optional(),
  })
  .strict();
export type AdminCashierSearchQuery = z.infer<typeof adminCashierSearchQuery>;

/** A row of the search: any deposit or withdrawal, with its owner and any gems held. */
export const adminCashierRowSchema = adminHeldDepositSchema;
export type AdminCashierRow = z.infer<typeof adminCashierRowSchema>;

export const adminCashierCalls = {
  adminReleaseHeldDeposit: httpCall({
    method: 'POST',
    path: '/admin/cashier/deposits/release',
    summary:
      "Credit a held crypto deposit's held gems to its player, once, as a deposit (it counts toward limits and wagering); needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'cashier.withdrawals',
    body: adminCashierReasonBody,
    response: z.object({ deposit: adminHeldDepositSchema }),
  }),
  adminSearchCryptoTransactions: httpCall({
    method: 'GET',
    path: '/admin/cashier/transactions',
    summary:
      'Every crypto deposit and withdrawal, newest first or in the `sort` asked (ties by id), filtered by kind, status and a player or reference, a page at a time: pass nextPageCursor as `cursor` with the same sort (or, newest first, nextCursor as `before`) (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    query: adminCashierSearchQuery,
    response: z.object({
      transactions: z.array(adminCashierRowSchema),
      /** Pass as `before` for the next page; null on the last one. */
      nextCursor: z.uuid().nullable(),
      /** Pass as `cursor` (with the same `sort`) for the next page; null on the last one. */
      nextPageCursor: z.string().nullable(),
    }),
  }),
};
