import { BET_MAX, BET_MIN, type Hundredths } from '../../../shared/money';

// The bet panel's amount helpers. The input holds gems as text ("12.50"); everything else
// works in integer hundredths, like the server.

export { formatGemsInput, parseGemsInput } from './gems-text';

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
