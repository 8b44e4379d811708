import { UPGRADE_CHANCE_SCALE } from './limits';

/**
 * The exact expected return of an upgrade, as a fraction of its stake: the winning rolls
 * (`chance` of the 2^32, whichever the direction) times the price, over 2^32 x stake.
 */
export function upgradeReturn(
  stake: number,
  price: number,
  chance: number,
): { numerator: bigint; denominator: bigint } {
  return {
    numerator: BigInt(chance) * BigInt(price),
    denominator: BigInt(UPGRADE_CHANCE_SCALE) * BigInt(stake),
  };
}
