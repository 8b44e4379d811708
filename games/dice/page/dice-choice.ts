// The core's modules, not its index: the page loads the rules of a choice, not the roll.
import { diceChance, diceChoiceError } from '../core/choice';
import {
  DICE_CHANCE_MAX,
  DICE_CHANCE_MIN,
  DICE_ROLL_MAX,
  type DiceDirection,
} from '../core/limits';
import { diceMultiplierE4 } from '../core/payout';

// The dice panel edits one choice (target + over/under) through three synced inputs:
// target, win chance and multiplier. Each input's text becomes a choice here; the others
// are then shown from that choice, with the same core the server settles with.

export interface DiceChoice {
  /** Hundredths of a point: 5050 is 50.50. */
  target: number;
  direction: DiceDirection;
}

/** Over 50.50: a 49.50% chance paying 2.0002x. */
export const DEFAULT_DICE_CHOICE: DiceChoice = { target: 5050, direction: 'over' };

/** What the player reads off a choice. */
export interface DiceFigures {
  /** Hundredths of a percent. */
  chance: number;
  multiplierE4: number;
}

export function diceFigures(choice: DiceChoice): DiceFigures {
  const chance = diceChance(choice.target, choice.direction);
  return { chance, multiplierE4: diceMultiplierE4(chance) };
}

/** Targets the slider may reach: those whose chance stays within 0.01%-98.00%. */
export function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'over'
    ? { min: DICE_ROLL_MAX - DICE_CHANCE_MAX, max: DICE_ROLL_MAX - DICE_CHANCE_MIN }
    : { min: DICE_CHANCE_MIN, max: DICE_CHANCE_MAX };
}

export function clampTarget(target: number, direction: DiceDirection): number {
  const { min, max } = targetBounds(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** Over ↔ under keeping the chance (and so the multiplier): the target mirrors. */
export function flipDirection(choice: DiceChoice): DiceChoice {
  return {
    target: DICE_ROLL_MAX - choice.target,
    direction: choice.direction === 'over' ? 'under' : 'over',
  };
}

/** The choice whose chance is `chance` (hundredths of a percent) in this direction. */
export function choiceForChance(chance: number, direction: DiceDirection): DiceChoice {
  return { target: direction === 'over' ? DICE_ROLL_MAX - chance : chance, direction };
}

/** A typed choice, or why it cannot be played. */
export type Parsed = { choice: DiceChoice } | { error: string };

/** "50.5" / "50.50" -> 5050: at most two decimals. */
function parseHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function checked(choice: DiceChoice): Parsed {
  const error = diceChoiceError(choice.target, choice.direction);
  return error ? { error } : { choice };
}

export function parseTarget(text: string, direction: DiceDirection): Parsed {
  const target = parseHundredths(text);
  if (target === null) return { error: 'Enter a target from 0.01 to 99.99, e.g. 50.50' };
  return checked({ target, direction });
}

export function parseChance(text: string, direction: DiceDirection): Parsed {
  const chance = parseHundredths(text);
  if (chance === null) return { error: 'Enter a win chance from 0.01 to 98.00, e.g. 49.50' };
  if (chance < DICE_CHANCE_MIN || chance > DICE_CHANCE_MAX)
    return { error: 'Win chance must be between 0.01% and 98.00%' };
  return checked(choiceForChance(chance, direction));
}

/**
 * A multiplier m pays 0.99 * 10001 / chance (the chance out of the 10,001 rolls, see
 * games/dice/core/payout.ts): the nearest chance is round(9900.99 / m) hundredths.
 */
export function parseMultiplier(text: string, direction: DiceDirection): Parsed {
  const cleaned = text.trim().replace(/x$/i, '').trim();
  if (!/^\d{1,4}(\.\d{0,4})?$/.test(cleaned))
    return { error: 'Enter a multiplier from 1.0103 to 9900.99, e.g. 2.0000' };
  const multiplier = Number(cleaned);
  const chance = multiplier > 0 ? Math.round(9_900.99 / multiplier) : 0;
  if (chance < DICE_CHANCE_MIN || chance > DICE_CHANCE_MAX)
    return { error: 'Multiplier must be between 1.0103x and 9900.9900x' };
  return checked(choiceForChance(chance, direction));
}

/** The three inputs' texts for a choice. */
export function diceTexts(choice: DiceChoice): {
  target: string;
  chance: string;
  multiplier: string;
} {
  const { chance, multiplierE4 } = diceFigures(choice);
  return {
    target: (choice.target / 100).toFixed(2),
    chance: (chance / 100).toFixed(2),
    multiplier: (multiplierE4 / 10_000).toFixed(4),
  };
}
