import type { DiceDirection } from './limits';
import { assertWholeNumber } from '../../fair/exactMath';
import type { FairSeeds } from '../../fair/seeds';
import { diceChance, diceChoiceError, diceWins } from './choice';
import { diceMultiplierE4, dicePayout } from './payout';
import { diceRoundingFloat, rollDice } from './roll';

export interface DiceResult {
  /** 0..10000 (0.00..100.00) */
  roll: number;
  /** hundredths of a percent */
  chance: number;
  win: boolean;
  multiplierE4: number;
  /** hundredths of a gem; 0 on a loss */
  payout: number;
}

/** Settles one dice bet from its seeds. Throws RangeError on a choice diceChoiceError refuses. */
export function playDice(
  seeds: FairSeeds,
  amount: number,
  target: number,
  direction: DiceDirection,
): DiceResult {
  assertWholeNumber(amount, 'Amount');
  const error = diceChoiceError(target, direction);
  if (error !== null) throw new RangeError(error);
  const chance = diceChance(target, direction);
  const roll = rollDice(seeds);
  const win = diceWins(roll, target, direction);
  return {
    roll,
    chance,
    win,
    multiplierE4: diceMultiplierE4(chance),
    payout: win ? dicePayout(amount, chance, diceRoundingFloat(seeds)) : 0,
  };
}
