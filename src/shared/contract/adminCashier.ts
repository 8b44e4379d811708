import { z } from 'zod';
import {
  CRYPTO_TRANSACTION_KINDS,
  CRYPTO_TRANSACTION_STATUSES,
  type CryptoTransactionStatus,
  adminCashierReasonBody,
  adminHeldDepositSchema,
} from './cashierCrypto';
import { SKIN_DEPOSIT_STATUSES, type SkinDepositStatus, skinDepositSchema } from './cashierSkins';
import { textSchema } from './common';
import { httpCall } from './define';
import { pageCursorSchema, sortParam } from './tableSort';

// The back office's cashier screen beyond the queues (cashierCrypto.ts): held deposits (crypto
// and skins) and their release, and one search over every deposit and withdrawal, crypto and
// skins, a page at a time.

/** How the money came or went: coins, or skins traded on Steam (deposits only). */
export const CASHIER_METHODS = ['CRYPTO', 'SKINS'] as const;
export type CashierMethod = (typeof CASHIER_METHODS)[number];

type CashierStatus = CryptoTransactionStatus | SkinDepositStatus;
/** Every status a crypto transaction or a skin deposit may have, for the search's filter. */
export const ADMIN_CASHIER_STATUSES = [
  ...new Set<CashierStatus>([...CRYPTO_TRANSACTION_STATUSES, ...SKIN_DEPOSIT_STATUSES]),
] as [CashierStatus, ...CashierStatus[]];

/**
 * A skin deposit as operators see it: its skins with their names and values, the gems held
 * (not credited, awaiting review) and why, the end of Steam's trade protection, its owner.
 */
export const adminSkinDepositSchema = skinDepositSchema.extend({
  method: z.literal('SKINS'),
  kind: z.literal('DEPOSIT'),
  /** The Steam account the trade offer went to. */
  steamId: z.string(),
  user: z.object({ id: z.uuid(), username: z.string() }),
});
export type AdminSkinDeposit = z.infer<typeof adminSkinDepositSchema>;

/** A crypto deposit or withdrawal in the search: its owner and any gems held. */
export const adminCryptoCashierRowSchema = adminHeldDepositSchema.extend({
  method: z.literal('CRYPTO'),
});
export type AdminCryptoCashierRow = z.infer<typeof adminCryptoCashierRowSchema>;

export const ADMIN_CASHIER_PAGE_SIZES = [25, 50, 100] as const;

/** The columns the search may be ordered by (`user` is the username, any case); newest first by default. */
export const ADMIN_CASHIER_SORT_COLUMNS = ['createdAt', 'amount', 'user'] as const;

export const adminCashierSearchQuery = z
  .object({
    kind: z.enum(CRYPTO_TRANSACTION_KINDS, { error: 'Kind is DEPOSIT or WITHDRAWAL' }).optional(),
    /** CRYPTO or SKINS; both when left out. Skin deposits are deposits. */
    method: z.enum(CASHIER_METHODS, { error: 'Method is CRYPTO or SKINS' }).optional(),
    status: z.enum(ADMIN_CASHIER_STATUSES, { error: 'Unknown status' }).optional(),
    /**
     * A username (its beginning), or exactly a user id, transaction id, address or txid, or
     * a skin deposit's trade offer id or Steam id.
     */
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
export const adminCashierRowSchema = z.discriminatedUnion('method', [
  adminCryptoCashierRowSchema,
  adminSkinDepositSchema,
]);
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
  adminListHeldSkinDeposits: httpCall({
    method: 'GET',
    path: '/admin/cashier/skins/held',
    summary:
      'Skin deposits whose completed trade was held when credited (self-exclusion or a deposit limit): the skins with their values, the gems held and why, the end of trade protection, oldest first (operators)',
    auth: true,
    permission: 'cashier.withdrawals',
    response: z.object({ deposits: z.array(adminSkinDepositSchema) }),
  }),
  adminReleaseHeldSkinDeposit: httpCall({
    method: 'POST',
    path: '/admin/cashier/skins/release',
    summary:
      "Credit a held skin deposit's held gems to its player, once, as a skin deposit (it counts toward limits and wagering; the trade protection stays); tells the player (STEAM_DEPOSIT_COMPLETED); needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'cashier.withdrawals',
    body: adminCashierReasonBody,
    response: z.object({ deposit: adminSkinDepositSchema }),
  }),
  adminSearchCryptoTransactions: httpCall({
    method: 'GET',
    path: '/admin/cashier/transactions',
    summary:
      'Every crypto deposit and withdrawal and every skin deposit (`method` tells which), newest first or in the `sort` asked (ties by id), filtered by method, kind, status and a player or reference, a page at a time: pass nextPageCursor as `cursor` with the same sort (or, newest first, nextCursor as `before`) (operators)',
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
