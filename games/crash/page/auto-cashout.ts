import { crashAutoCashoutError } from '../core';
import { parseGemsInput } from '../../../src/client/features/instant-games/bet-amount';

export type AutoCashoutInput = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * The auto cash-out field as typed ("2", "2.00", "2.5x") in hundredths; empty is null
 * (cash out by hand). The number has the same shape as an amount: up to two decimals.
 */
export function parseAutoCashout(text: string): AutoCashoutInput {
  const typed = text.trim().replace(/x$/i, '').trim();
  if (typed === '') return { ok: true, value: null };
  const value = parseGemsInput(typed);
  if (value === null) return { ok: false, error: 'Enter a multiplier, e.g. 2.00' };
  const error = crashAutoCashoutError(value);
  return error ? { ok: false, error } : { ok: true, value };
}
