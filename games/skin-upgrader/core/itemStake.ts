import { assertWholeNumber } from '../../fair/exactMath';
import { formatGems } from '../../../src/shared/money';
import { assertTargetPrice } from './chance';
import { type UpgradeQuote, quoteUpgrade } from './quote';

/** The most inventory skins one upgrade may stake. */
export const UPGRADE_STAKE_ITEMS_MAX = 10;

/** What a stake is made of once priced: the gems staked and the skins' values now. */
export interface StakeSplit {
  /** Gems staked on top of the skins (the offered gems, or fewer at the 75% ceiling). */
  gems: number;
  /** Hundredths: the skins' catalogue values summed. */
  itemsValue: number;
}

export type ItemStakeQuote =
  | (Extract<UpgradeQuote, { ok: true }> & StakeSplit)
  | Extract<UpgradeQuote, { ok: false }>
  | { ok: false; code: 'ITEMS_OVER_CEILING'; message: string };

/**
 * The terms of an upgrade staking skins, alone or with gems (docs/games/skin-upgrader.md,
 * "Skins as stakes"): the stake is the skins' values plus the gems, quoted exactly like a
 * stake of gems (same chance, same clamp, same return). A skin cannot be staked in part, so
 * the 75% ceiling lowers the gems only; skins that pass it on their own are refused.
 */
export function quoteItemStake(
  gems: number,
  itemValues: readonly number[],
  price: number,
): ItemStakeQuote {
  assertWholeNumber(gems, 'Gems');
  assertTargetPrice(price);
  for (const value of itemValues) assertTargetPrice(value);
  const itemsValue = itemValues.reduce((sum, value) => sum + value, 0);
  const terms = quoteUpgrade(gems + itemsValue, price);
  if (!terms.ok) return terms;
  if (terms.stake < itemsValue) {
    return {
      ok: false,
      code: 'ITEMS_OVER_CEILING',
      message: `Your skins (${formatGems(itemsValue)}) would pass the 75% chance on this target: pick a pricier skin or fewer skins`,
    };
  }
  return { ...terms, gems: terms.stake - itemsValue, itemsValue };
}
