import type { FairSeeds } from '../../fair';
import { quoteUpgrade } from './quote';
import { rollUpgrade, upgradeWins } from './roll';
import type { UpgradeDirection } from './limits';

export interface UpgradeResult {
  /** What was staked (the amount, resized to the clamp). */
  stake: number;
  /** Units of 2^-32. */
  chance: number;
  /** 0 .. 2^32 - 1: the first float of the stream x 2^32. */
  roll: number;
  win: boolean;
  /** The target's price per stake, ten-thousandths; 0 on a loss. */
  multiplierE4: number;
  /** The target's price on a win, 0 on a loss (hundredths). */
  payout: number;
}

/**
 * One upgrade from its seeds: the terms of `amount` at `price`, the roll, the win and the
 * payout. What the server settles and a verifier recomputes. Throws RangeError on terms
 * quoteUpgrade refuses, with its words.
 */
export function playUpgrade(
  seeds: FairSeeds,
  amount: number,
  price: number,
  direction: UpgradeDirection,
): UpgradeResult {
  const terms = quoteUpgrade(amount, price);
  if (!terms.ok) throw new RangeError(terms.message);
  const roll = rollUpgrade(seeds);
  const win = upgradeWins(roll, terms.chance, direction);
  return {
    stake: terms.stake,
    chance: terms.chance,
    roll,
    win,
    multiplierE4: win ? terms.multiplierE4 : 0,
    payout: win ? price : 0,
  };
}
