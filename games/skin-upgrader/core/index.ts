// The Skin Upgrader: stake for a chance at a pricier skin. Chance = stake / price x 0.90,
// clamped to 1-75% on the 2^-32 grid of the stream's floats; a win pays the skin's price.
export {
  UPGRADE_CHANCE_MAX,
  UPGRADE_CHANCE_MIN,
  UPGRADE_CHANCE_SCALE,
  UPGRADE_DIRECTIONS,
  UPGRADE_RETURN_DENOMINATOR,
  UPGRADE_RETURN_NUMERATOR,
  type UpgradeDirection,
} from './limits';
export {
  assertTargetPrice,
  formatUpgradeChance,
  formatUpgradeRoll,
  upgradeChance,
  upgradeMultiplierE4,
  upgradeStakeFor,
} from './chance';
export { type UpgradeQuote, type UpgradeRefusal, type UpgradeTerms, quoteUpgrade } from './quote';
export { assertUpgradeRoll, rollUpgrade, upgradeWinningRange, upgradeWins } from './roll';
export { type UpgradeResult, playUpgrade } from './play';
export { upgradeReturn } from './rtp';
export {
  type ItemStakeQuote,
  type StakeSplit,
  UPGRADE_STAKE_ITEMS_MAX,
  quoteItemStake,
} from './itemStake';
