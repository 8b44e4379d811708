// Dice: roll 0.00-100.00 from the fair stream; win over or under a target; 99 / chance%.
export { DICE_ROLL_MAX, diceRollFromFloat, diceRoundingFloat, rollDice } from './roll';
export { diceChance, diceChoiceError, diceWins } from './choice';
export { diceMultiplierE4, dicePayout } from './payout';
export { type DiceResult, playDice } from './play';
export {
  DICE_CHANCE_MAX,
  DICE_CHANCE_MIN,
  DICE_DIRECTIONS,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  type DiceDirection,
} from './limits';
