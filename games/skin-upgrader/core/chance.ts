// The one module it needs, not the barrel: this file is in the lobby (the bet summary),
// and the barrel would bring the hashes with it.
import { assertWholeNumber, mulDivFloor } from '../../fair/exactMath';
import {
  UPGRADE_CHANCE_SCALE,
  UPGRADE_RETURN_DENOMINATOR,
  UPGRADE_RETURN_NUMERATOR,
} from './limits';

const SCALE = BigInt(UPGRADE_CHANCE_SCALE);
const NUMERATOR = BigInt(UPGRADE_RETURN_NUMERATOR);
const DENOMINATOR = BigInt(UPGRADE_RETURN_DENOMINATOR);

/** Throws unless `price` is a whole, positive number of hundredths. */
export function assertTargetPrice(price: number): void {
  if (!Number.isSafeInteger(price) || price <= 0) {
    throw new RangeError('The target price must be a whole, positive number of hundredths');
  }
}

/**
 * The chance a stake buys at a target price before the clamp, in units of 2^-32:
 * floor(stake x 0.9 / price x 2^32). Floored, so it never promises more than 90% back.
 */
export function upgradeChance(stake: number, price: number): number {
  assertWholeNumber(stake, 'Stake');
  assertTargetPrice(price);
  return mulDivFloor(BigInt(stake) * NUMERATOR, SCALE, BigInt(price) * DENOMINATOR);
}

/**
 * The smallest stake whose chance at `price` reaches `chance`:
 * ceil(chance x price / (0.9 x 2^32)), exact.
 */
export function upgradeStakeFor(chance: number, price: number): number {
  assertWholeNumber(chance, 'Chance');
  assertTargetPrice(price);
  const needed = BigInt(chance) * BigInt(price) * DENOMINATOR;
  const per = NUMERATOR * SCALE;
  return Number((needed + per - 1n) / per);
}

/**
 * The largest stake whose chance at `price` stays within `chance`:
 * floor(chance x price / (0.9 x 2^32)), exact.
 */
export function upgradeStakeWithin(chance: number, price: number): number {
  assertWholeNumber(chance, 'Chance');
  assertTargetPrice(price);
  return mulDivFloor(BigInt(chance) * BigInt(price), DENOMINATOR, NUMERATOR * SCALE);
}

/** What a win is worth in stakes: price / stake in ten-thousandths, floored. */
export function upgradeMultiplierE4(stake: number, price: number): number {
  assertTargetPrice(price);
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new RangeError('Stake must be a whole, positive number of hundredths');
  }
  return mulDivFloor(price, 10_000, stake);
}

/** A share of the 2^32 grid as a percent with `decimals` places, floored or to the nearest. */
function percentOf(units: number, decimals: number, nearest: boolean): string {
  assertWholeNumber(units, 'Units');
  const scale = 10n ** BigInt(decimals);
  const scaled = BigInt(units) * 100n * scale;
  const value = nearest ? (scaled * 2n + SCALE) / (2n * SCALE) : scaled / SCALE;
  const whole = value / scale;
  if (decimals === 0) return `${whole}%`;
  return `${whole}.${(value % scale).toString().padStart(decimals, '0')}%`;
}

/**
 * A chance as a percent for people, to the nearest `decimals` places: 1431655765 -> "33.33%",
 * floor(0.3 x 2^32) -> "30.00%" (the grid sits a hair under 30%, far below what is shown).
 */
export function formatUpgradeChance(chance: number, decimals = 2): string {
  return percentOf(chance, decimals, true);
}

/** A roll as where it falls on the gauge, floored (never shown past the point it lies at). */
export function formatUpgradeRoll(roll: number, decimals = 4): string {
  return percentOf(roll, decimals, false);
}
