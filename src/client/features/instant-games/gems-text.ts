import type { Hundredths } from '../../../shared/money';

// Gems as a field holds them ("12.50"), without the stake limits: the lobby's bundle reads
// these (a bet's verify link) and must not load the money module's schemas with them.

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
