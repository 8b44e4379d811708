import { BET_MAX, BET_MIN, type Hundredths } from '../../../shared/money';

// The bet panel's amount helpers. The input holds gems as text ("12.50"); everything else
// works in integer hundredths, like the server.

/** "1,234.5" -> 123450; null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function parseGemsInput(text: string): Hundredths | null {
  const cleaned = text.trim().replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** 123450 -> "1234.50": what the input shows (no separators, so it edits cleanly). */
export function formatGemsInput(amount: Hundredths): string {
  const whole = Math.floor(amount / 100);
  return `${whole}.${(amount % 100).toString().padStart(2, '0')}`;
}

/** The most one bet may stake: the balance, never above the game limit (nor below its minimum). */
export function maxBet(balance: Hundredths | null): Hundredths {
  if (balance === null) return BET_MAX;
  return Math.max(BET_MIN, Math.min(balance, BET_MAX));
}

/** ½: half the amount, not below the minimum bet. */
export function halfAmount(amount: Hundredths | null): Hundredths {
  if (amount === null || amount <= BET_MIN) return BET_MIN;
  return Math.max(BET_MIN, Math.floor(amount / 2));
}

/** ×2: double the amount, capped at what the player may stake. */
export function doubleAmount(amount: Hundredths | null, balance: Hundredths | null): Hundredths {
  const base = amount === null || amount < BET_MIN ? BET_MIN : amount;
  return Math.min(base * 2, maxBet(balance));
}
