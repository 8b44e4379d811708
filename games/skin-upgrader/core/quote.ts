import { assertWholeNumber } from '../../fair/exactMath';
import { formatGems } from '../../../src/shared/money';
import {
  assertTargetPrice,
  upgradeChance,
  upgradeMultiplierE4,
  upgradeStakeFor,
  upgradeStakeWithin,
} from './chance';
import { UPGRADE_CHANCE_MAX, UPGRADE_CHANCE_MIN } from './limits';

/** What an offered amount buys at a target price, after the 1-75% clamp. */
export interface UpgradeTerms {
  ok: true;
  /** What is staked: the amount offered, or less when it would pass 75%. */
  stake: number;
  /** Units of 2^-32, within UPGRADE_CHANCE_MIN..UPGRADE_CHANCE_MAX. */
  chance: number;
  /** True when the stake was lowered to the 75% ceiling (it is less than the amount). */
  resized: boolean;
  /** The target price per stake, ten-thousandths (what a win is worth in stakes). */
  multiplierE4: number;
}

/** Why an amount cannot upgrade to a target, in words for the player. */
export interface UpgradeRefusal {
  ok: false;
  code: 'TARGET_NOT_PRICIER' | 'CHANCE_TOO_LOW';
  message: string;
  /** For a chance below 1%: the smallest stake that reaches it. */
  minStake?: number;
}

export type UpgradeQuote = UpgradeTerms | UpgradeRefusal;

/**
 * The terms of an upgrade (docs/games/skin-upgrader.md, "Rules"): chance = amount / price x 0.90,
 * clamped to 1-75%, the stake resized to the clamp. Above 75% the stake is lowered to the largest
 * one whose chance stays within 75%, so nobody pays for a chance the clamp takes away. Below 1% the
 * stake would have to rise above what was offered, so the bet is refused with the stake that
 * reaches 1% (the page offers it; a bet never takes more than its amount). A target no pricier than
 * the stake is no upgrade and is refused too.
 */
export function quoteUpgrade(amount: number, price: number): UpgradeQuote {
  assertWholeNumber(amount, 'Amount');
  assertTargetPrice(price);
  if (price <= amount) {
    return {
      ok: false,
      code: 'TARGET_NOT_PRICIER',
      message: `Pick a skin worth more than your stake of ${formatGems(amount)}`,
    };
  }
  const chance = upgradeChance(amount, price);
  if (chance < UPGRADE_CHANCE_MIN) {
    const minStake = upgradeStakeFor(UPGRADE_CHANCE_MIN, price);
    return {
      ok: false,
      code: 'CHANCE_TOO_LOW',
      message: `The chance would be below 1%: stake at least ${formatGems(minStake)} for this skin`,
      minStake,
    };
  }
  if (chance > UPGRADE_CHANCE_MAX) {
    // Rounded down to the hundredth, with the chance that stake buys (a hair under 75%):
    // the smallest stake reaching 75% would pay for more chance than it gets, up to 10%
    // of a small stake, and the return would fall short of 90% (docs/games/README.md, "Money").
    const stake = upgradeStakeWithin(UPGRADE_CHANCE_MAX, price);
    return {
      ok: true,
      stake,
      chance: upgradeChance(stake, price),
      resized: stake !== amount,
      multiplierE4: upgradeMultiplierE4(stake, price),
    };
  }
  return {
    ok: true,
    stake: amount,
    chance,
    resized: false,
    multiplierE4: upgradeMultiplierE4(amount, price),
  };
}
