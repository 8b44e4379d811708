import type { FairSeeds } from '../../fair/seeds';
import { fairFloats } from '../../fair/stream';

import { DICE_ROLL_MAX } from './limits';

export { DICE_ROLL_MAX };

/** floor(f * 10001): the published dice rule, so public verifiers show the same roll. */
export function diceRollFromFloat(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError('The float must be in [0, 1)');
  return Math.floor(f * (DICE_ROLL_MAX + 1));
}

/** The roll of one bet: the first float of its stream. */
export function rollDice(seeds: FairSeeds): number {
  return diceRollFromFloat(fairFloats(seeds, 1)[0]!);
}

/** The float that rounds a win's payout fairly: the next one after the roll's. */
export function diceRoundingFloat(seeds: FairSeeds): number {
  return fairFloats(seeds, 2)[1]!;
}
