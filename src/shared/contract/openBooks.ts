import { z } from 'zod';
import { balanceSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';

// The open books (docs/open-books.md): what each game and option took and paid, beside what
// its odds declare, and the ledger's totals by kind of account.

const wholeHundredths = z.number().int();

export const openBooksRowSchema = z.object({
  /** The game's kind (dice, plinko, ...). */
  game: z.string(),
  /** The option within it: plinko's rows and risk, mines' count, a case, a battle mode. */
  option: z.string(),
  bets: z.number().int().nonnegative(),
  /** Hundredths staked. */
  wagered: balanceSchema,
  /** Hundredths paid back. */
  paid: balanceSchema,
  /** paid / wagered. */
  realisedReturn: z.number().nonnegative(),
  /** What the odds declare: the stakes' weighted mean of each bet's expected multiplier. */
  declaredReturn: z.number().nonnegative(),
  /** Where chance keeps the realised return 99% of the time, given these bets. */
  interval: z.tuple([z.number(), z.number()]),
  withinInterval: z.boolean(),
});
export type OpenBooksRow = z.infer<typeof openBooksRowSchema>;

/**
 * The reward wheel's free spins of one tier. A spin stakes nothing, so there is no return to
 * speak of: its figures are per spin, in hundredths (docs/open-books.md, "The wheel").
 */
export const openBooksSpinRowSchema = z.object({
  /** The wheel's tier (games/reward-wheel/core/tiers.ts): higher levels, bigger prizes. */
  tier: z.number().int().nonnegative(),
  spins: z.number().int().nonnegative(),
  /** Hundredths paid in prizes. */
  paid: balanceSchema,
  /** paid / spins, hundredths per spin. */
  realisedMean: z.number().nonnegative(),
  /** The tier's expected prize per spin (its prize table), hundredths. */
  declaredMean: z.number().nonnegative(),
  /** Where chance keeps the realised mean 99% of the time, given these spins (hundredths). */
  interval: z.tuple([z.number(), z.number()]),
  withinInterval: z.boolean(),
});
export type OpenBooksSpinRow = z.infer<typeof openBooksSpinRowSchema>;

export const OPEN_BOOKS_PERIODS = ['all', 'days30', 'hours24'] as const;

export const openBooksSchema = z.object({
  updatedAt: isoDateTimeSchema,
  /** All time; today and the 29 days before (UTC); this hour and the 23 before. */
  periods: z.object({
    all: z.array(openBooksRowSchema),
    days30: z.array(openBooksRowSchema),
    hours24: z.array(openBooksRowSchema),
  }),
  /** The reward wheel's free spins by tier, in the same three periods. */
  wheel: z.object({
    all: z.array(openBooksSpinRowSchema),
    days30: z.array(openBooksSpinRowSchema),
    hours24: z.array(openBooksSpinRowSchema),
  }),
  ledger: z.object({
    /** Every kind of account and its total; house-side kinds may be negative. */
    accounts: z.array(z.object({ kind: z.string(), balance: wholeHundredths })),
    /** The accounts' sum: zero while every transfer's legs balance. */
    sum: wholeHundredths,
  }),
  jackpot: z.object({
    pool: balanceSchema,
    /** The pool's payouts, newest first (the last 100). */
    payouts: z.array(
      z.object({ at: isoDateTimeSchema, amount: balanceSchema, reference: z.string().nullable() }),
    ),
  }),
});
export type OpenBooks = z.infer<typeof openBooksSchema>;

/** The figures again, to the open-books channel, at most once a second while bets settle. */
export const openBooksUpdatePayload = z.object({ data: openBooksSchema });

export const openBooksCalls = {
  openBooks: httpCall({
    method: 'GET',
    path: '/open-books',
    summary:
      'Each game and option’s bets, wagered, paid, realised and declared return with its 99% interval (all time, 30 days, 24 hours), the reward wheel’s spins with their declared and realised prize per spin, the ledger’s totals by kind of account and the jackpot',
    response: openBooksSchema,
  }),
};
