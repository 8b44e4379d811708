import type { Hundredths } from '../../../shared/money';

/**
 * The cashier's arithmetic for display: coins <-> US dollars <-> gems
 * (docs/games/README.md, "Cashier": 1.4 gems per US dollar). Rates are US dollars per coin. The
 * server converts what actually arrives; these figures are the estimate shown beside the inputs, so
 * they round in the player's disfavour (a deposit quote rounds the coins up, a withdrawal quote
 * rounds them down).
 */

/** Decimals a coin figure is shown with. */
export const COIN_DECIMALS = 8;

// Float products such as 0.001 * 65000 * 1.4 * 100 land a hair off the integer.
const EPSILON = 1e-7;

/** Gems (hundredths) that `coins` buy at `usdPerCoin` and `gemsPerUsd`, rounded down. */
export function gemsForCoins(coins: number, usdPerCoin: number, gemsPerUsd: number): Hundredths {
  if (!(coins > 0) || !(usdPerCoin > 0) || !(gemsPerUsd > 0)) return 0;
  return Math.floor(coins * usdPerCoin * gemsPerUsd * 100 + EPSILON);
}

/** Coins worth `amount` gems, as a decimal string rounded up or down to COIN_DECIMALS. */
export function coinsForGems(
  amount: Hundredths,
  usdPerCoin: number,
  gemsPerUsd: number,
  round: 'up' | 'down',
): string {
  if (!(amount > 0) || !(usdPerCoin > 0) || !(gemsPerUsd > 0)) return '0';
  const scale = 10 ** COIN_DECIMALS;
  const scaled = (amount / 100 / gemsPerUsd / usdPerCoin) * scale;
  const units = round === 'up' ? Math.ceil(scaled - EPSILON) : Math.floor(scaled + EPSILON);
  return unitsToDecimal(units, COIN_DECIMALS);
}

/** 125000 units at 8 decimals -> "0.00125" (trailing zeros dropped). */
export function unitsToDecimal(units: number, decimals: number): string {
  const digits = Math.max(0, Math.trunc(units))
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "12.5" -> 1250 hundredths; null for anything that is not a gem amount of two decimals. */
export function parseGems(text: string): Hundredths | null {
  const match = /^(\d{1,13})(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/[\s_]/g, ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** "0.00125" -> 0.00125; null for anything that is not a plain positive decimal. */
export function parseCoins(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,18}(\.\d{0,18})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** 65000.5 -> "$65,000.50"; under a dollar keeps more digits ("$0.0712"). */
export function formatUsd(usd: number): string {
  const digits = usd >= 1 ? 2 : 4;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
