import { BET_MAX, BET_MIN, PAYOUT_MAX, formatGems } from '../../../shared/money';
import { DomainError } from '../errors';

/**
 * A game's limits in hundredths (docs/games/README.md, "Money"); each game may be given its
 * own.
 */
export interface BetLimits {
  betMin: number;
  betMax: number;
  payoutMax: number;
}

export const DEFAULT_BET_LIMITS: BetLimits = {
  betMin: BET_MIN,
  betMax: BET_MAX,
  payoutMax: PAYOUT_MAX,
};

/** The same rule the contract applies at the edge, for callers that skip HTTP. */
export function assertBetAmount(amount: number, limits: BetLimits): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('INVALID_AMOUNT', 'Amount must be a positive whole number of hundredths');
  }
  if (amount < limits.betMin) {
    throw new DomainError('INVALID_AMOUNT', `The minimum bet is ${formatGems(limits.betMin)}`);
  }
  if (amount > limits.betMax) {
    throw new DomainError('INVALID_AMOUNT', `The maximum bet is ${formatGems(limits.betMax)}`);
  }
}

/**
 * The largest amount up to `amount` whose best payout stays within `payoutMax`, given a
 * best payout that never falls as the amount grows; 0 when even 0.01 pays too much.
 */
export function largestAllowedAmount(
  amount: number,
  bestPayout: (amount: number) => number,
  payoutMax: number,
): number {
  let low = 0;
  let high = amount;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (bestPayout(mid) <= payoutMax) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Refuses a bet that could win more than the maximum payout, saying how much may be bet
 * instead; a payout is never silently capped.
 */
export function assertBestPayoutWithinLimit(
  amount: number,
  bestPayout: (amount: number) => number,
  limits: BetLimits,
): void {
  const best = bestPayout(amount);
  if (best <= limits.payoutMax) return;
  const allowed = largestAllowedAmount(amount, bestPayout, limits.payoutMax);
  const advice =
    allowed >= limits.betMin ? `bet at most ${formatGems(allowed)}` : 'choose a lower multiplier';
  throw new DomainError(
    'PAYOUT_LIMIT',
    `This bet could pay ${formatGems(best)}, more than the maximum payout of ${formatGems(limits.payoutMax)}: ${advice}`,
  );
}
