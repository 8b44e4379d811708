import type { Hundredths } from '../../../shared/money';
import { coinsForGems } from './conversion';

export interface WithdrawFee {
  symbol: string;
  blockchain: string;
  fee: Hundredths;
}

/** The fee for a coin on a chain, or null when the list names none (no withdrawal there). */
export function feeFor(fees: readonly WithdrawFee[], symbol: string, blockchain: string) {
  return fees.find((fee) => fee.symbol === symbol && fee.blockchain === blockchain)?.fee ?? null;
}

export type WithdrawQuote =
  | { ok: true; fee: Hundredths; net: Hundredths; coins: string }
  | { ok: false; fee: Hundredths; reason: string };

/**
 * What a withdrawal of `amount` gems (fee included, as the server debits it) sends: the
 * amount less the fee, in coins at the current rate rounded down.
 */
export function withdrawQuote(
  amount: Hundredths,
  fee: Hundredths,
  usdPerCoin: number,
  gemsPerUsd: number,
): WithdrawQuote {
  const net = amount - fee;
  if (net <= 0) return { ok: false, fee, reason: 'The amount must be more than the fee' };
  return { ok: true, fee, net, coins: coinsForGems(net, usdPerCoin, gemsPerUsd, 'down') };
}
