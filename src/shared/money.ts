import { z } from 'zod';

/** Amounts are integer hundredths of a gem everywhere: 150 means 1.50 gems. */
export type Hundredths = number;

export const BET_MIN: Hundredths = 10;
export const BET_MAX: Hundredths = 1_000_000;
export const PAYOUT_MAX: Hundredths = 25_000_000;
/** Gems per US dollar at the cashier. */
export const CONVERSION_FACTOR = 1.4;

/**
 * Any whole count of hundredths a JSON number can carry exactly. Size is checked before
 * wholeness so 1e20 is called "too large", not "not whole" (zod's int() conflates them).
 */
const hundredths = z
  .number({ error: 'Amount must be a number of hundredths' })
  .min(-Number.MAX_SAFE_INTEGER, { error: 'Amount is too large' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Amount is too large' })
  .refine(Number.isInteger, { error: 'Amount must be a whole number of hundredths' });

/** A balance: a non-negative count of hundredths. */
export const balanceSchema = hundredths.refine((n) => n >= 0, {
  error: 'Amount cannot be negative',
});

/**
 * The ledger position a balance reflects: the id of the player's last wallet entry (0 before
 * any). It only grows, so of two balances the one with the greater position is the newer,
 * whatever order they arrive in (an HTTP answer, a `user.balance` event).
 */
export const ledgerPositionSchema = z.number().int().min(0);

/** A positive amount of hundredths, for anything that moves money. */
export const amountSchema = hundredths.refine((n) => n > 0, { error: 'Amount must be positive' });

/** A signed, non-zero amount: positive credits, negative debits. */
export const signedAmountSchema = hundredths.refine((n) => n !== 0, {
  error: 'Amount cannot be zero',
});

/** A bet amount within the game limits. */
export const betAmountSchema = amountSchema
  .refine((n) => n >= BET_MIN, { error: `The minimum bet is ${formatGems(BET_MIN)}` })
  .refine((n) => n <= BET_MAX, { error: `The maximum bet is ${formatGems(BET_MAX)}` });

/** 123456 -> "1,234.56" (the gem icon is drawn by the UI, never part of the text). */
export function formatGems(amount: Hundredths): string {
  const negative = amount < 0;
  const abs = Math.abs(Math.trunc(amount));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents.toString().padStart(2, '0')}`;
}

/** Payout in integers: floor(amount * multiplier / 100), multiplier given in hundredths. */
export function payoutOf(amount: Hundredths, multiplierHundredths: number): Hundredths {
  return Number((BigInt(amount) * BigInt(multiplierHundredths)) / 100n);
}
