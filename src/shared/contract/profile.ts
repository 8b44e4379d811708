import { z } from 'zod';
import { balanceSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';
import { historyGameSchema } from './betHistory';
import { xpSchema } from './users';

// The player's own profile: the overview's figures and every entry of their ledger
// account (deposits, bets netted, payouts, tips, rain, rewards, vault moves, refunds...).
// Amounts are hundredths of a gem.

export const profileOverviewSchema = z.object({
  xp: xpSchema,
  /** Stakes of every bet, open ones included; a stake given back (a cancelled flip) is none. */
  wagered: balanceSchema,
  /** Payouts minus stakes of the settled bets; negative when the player is behind. */
  profit: z.number().int(),
  bets: z.number().int().min(0),
  /** The game with the most wagered; null before any bet. */
  favouriteGame: historyGameSchema.nullable(),
  memberSince: isoDateTimeSchema,
});
export type ProfileOverview = z.infer<typeof profileOverviewSchema>;

/** A transfer's kind as the wallet names it (deposit, bet, tip, vault-deposit...). */
export const transferKindSchema = z
  .string({ error: 'Kind must be a string' })
  .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'Kind must be a transfer kind' });

export const ledgerEntrySchema = z.object({
  /** The wallet entry's id: increasing, and the cursor of the next page. */
  id: z.number().int().positive(),
  kind: transferKindSchema,
  /** Signed: what the movement added to (or took from) the balance. */
  amount: z.number().int(),
  balanceAfter: balanceSchema,
  createdAt: isoDateTimeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Entries per page, at most. */
export const TRANSACTIONS_PAGE_MAX = 100;

export const transactionsQuerySchema = z.object({
  /** Entries older than this id (the previous page's nextCursor). */
  before: z.coerce
    .number({ error: 'Cursor must be a number' })
    .int({ error: 'Cursor must be a whole number' })
    .positive({ error: 'Cursor must be positive' })
    .optional(),
  kind: transferKindSchema.optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: `Limit must be from 1 to ${TRANSACTIONS_PAGE_MAX}` })
    .max(TRANSACTIONS_PAGE_MAX, { error: `Limit must be from 1 to ${TRANSACTIONS_PAGE_MAX}` })
    .optional(),
});

export const profileCalls = {
  getProfileOverview: httpCall({
    method: 'GET',
    path: '/users/me/overview',
    summary:
      "The player's level and XP, total wagered, profit of settled bets, bet count, favourite game and join date",
    auth: true,
    response: z.object({ overview: profileOverviewSchema }),
  }),
  listMyTransactions: httpCall({
    method: 'GET',
    path: '/users/me/transactions',
    summary:
      "Every entry of the player's ledger account, newest first, by a cursor on the entry id; optionally of one kind",
    auth: true,
    query: transactionsQuerySchema,
    response: z.object({
      entries: z.array(ledgerEntrySchema),
      /** Pass as `before` for the next page; null on the last one. */
      nextCursor: z.number().int().positive().nullable(),
      /** The kinds the player's entries have, for the filter. */
      kinds: z.array(transferKindSchema),
    }),
  }),
};
