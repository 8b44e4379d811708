import {
  DICE_CHANCE_MAX,
  DICE_CHANCE_MIN,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  DICE_ROLL_MAX,
  type DiceDirection,
} from './limits';

/**
 * Win chance in hundredths of a percent. Over wins on target+1..10000, under on 0..target-1:
 * each is the figure shown (10000 - target, or target) out of the 10001 possible rolls.
 */
export function diceChance(target: number, direction: DiceDirection): number {
  if (direction === 'over') return DICE_ROLL_MAX - target;
  if (direction === 'under') return target;
  throw new RangeError('Direction must be "over" or "under"');
}

/** Why a target and direction cannot be played, in words for the player; null when fine. */
export function diceChoiceError(target: number, direction: DiceDirection): string | null {
  if (direction !== 'over' && direction !== 'under') return 'Direction must be "over" or "under"';
  if (!Number.isInteger(target)) {
    return 'Target must be a whole number of hundredths (5050 = 50.50)';
  }
  if (target < DICE_TARGET_MIN || target > DICE_TARGET_MAX) {
    return 'Target must be between 0.01 and 99.99';
  }
  const chance = diceChance(target, direction);
  if (chance < DICE_CHANCE_MIN || chance > DICE_CHANCE_MAX) {
    return 'Win chance must be between 0.01% and 98.00%';
  }
  return null;
}

/** Over wins strictly above the target, under strictly below: the target itself loses. */
export function diceWins(roll: number, target: number, direction: DiceDirection): boolean {
  if (direction === 'over') return roll > target;
  if (direction === 'under') return roll < target;
  throw new RangeError('Direction must be "over" or "under"');
}
