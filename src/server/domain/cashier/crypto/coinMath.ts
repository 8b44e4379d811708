/**
 * Coin <-> gem conversion in integers, so no float rounding ever moves money: coin amounts as
 * 18-decimal fixed point, US dollar rates as 8-decimal fixed point, and the conversion factor (1.4
 * gems per dollar, docs/games/README.md, "Cashier") as hundredths of gems per dollar (140).
 */
const COIN_SCALE = 10n ** 18n;
const RATE_SCALE = 10n ** 8n;

export function parseCoin(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(text);
  if (!match) throw new Error(`not a coin amount: ${text}`);
  return BigInt(match[1]!) * COIN_SCALE + BigInt((match[2] ?? '').padEnd(18, '0'));
}

export function formatCoin(units: bigint, decimals = 18): string {
  const cut = units - (units % 10n ** BigInt(18 - decimals));
  const whole = cut / COIN_SCALE;
  const fraction = (cut % COIN_SCALE).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** A rate in dollars per coin as 8-decimal fixed point (rates are quoted to 8 decimals at most). */
export function rateUnits(usdPerCoin: number): bigint {
  if (!Number.isFinite(usdPerCoin) || usdPerCoin <= 0) throw new Error('rate must be positive');
  return BigInt(Math.round(usdPerCoin * 1e8));
}

/** Gem hundredths per US dollar for a conversion factor of gems per dollar (1.4 -> 140). */
export const hundredthsPerUsd = (conversion: number) => Math.round(conversion * 100);

/** Gems (hundredths, rounded down) that `coin` is worth at `usdPerCoin`. */
export function coinToHundredths(coin: string, usdPerCoin: number, conversion: number): number {
  const value =
    (parseCoin(coin) * rateUnits(usdPerCoin) * BigInt(hundredthsPerUsd(conversion))) /
    (COIN_SCALE * RATE_SCALE);
  return Number(value);
}

/** Coins (rounded down to `decimals`) that `hundredths` of gems buy at `usdPerCoin`. */
export function hundredthsToCoin(
  hundredths: number,
  usdPerCoin: number,
  conversion: number,
  decimals: number,
): string {
  const units =
    (BigInt(hundredths) * COIN_SCALE * RATE_SCALE) /
    (BigInt(hundredthsPerUsd(conversion)) * rateUnits(usdPerCoin));
  return formatCoin(units, decimals);
}
