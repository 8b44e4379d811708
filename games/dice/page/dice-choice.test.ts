import { describe, expect, it } from 'vitest';
import {
  clampTarget,
  DEFAULT_DICE_CHOICE,
  diceFigures,
  diceTexts,
  flipDirection,
  parseChance,
  parseMultiplier,
  parseTarget,
  targetBounds,
} from './dice-choice';

describe('dice input sync', () => {
  it('starts at over 50.50: 49.50% for 2.0002x', () => {
    expect(diceTexts(DEFAULT_DICE_CHOICE)).toEqual({
      target: '50.50',
      chance: '49.50',
      multiplier: '2.0002',
    });
  });

  it('a target gives the chance and multiplier, in either direction', () => {
    const over = parseTarget('75', 'over');
    expect(over).toEqual({ choice: { target: 7500, direction: 'over' } });
    if ('choice' in over)
      expect(diceTexts(over.choice)).toMatchObject({ chance: '25.00', multiplier: '3.9603' });
    const under = parseTarget('75.00', 'under');
    if (!('choice' in under)) throw new Error('expected a choice');
    expect(diceFigures(under.choice)).toEqual({ chance: 7500, multiplierE4: 13_201 });
  });

  it('a chance gives the target for the direction', () => {
    expect(parseChance('10', 'over')).toEqual({ choice: { target: 9000, direction: 'over' } });
    expect(parseChance('10%', 'under')).toEqual({ choice: { target: 1000, direction: 'under' } });
    expect(parseChance('98.01', 'over')).toEqual({
      error: 'Win chance must be between 0.01% and 98.00%',
    });
    expect(parseChance('0', 'over')).toHaveProperty('error');
    expect(parseChance('abc', 'over')).toHaveProperty('error');
  });

  it('a multiplier gives the nearest chance', () => {
    expect(parseMultiplier('2', 'over')).toEqual({ choice: { target: 5050, direction: 'over' } });
    expect(parseMultiplier('3.96x', 'under')).toEqual({
      choice: { target: 2500, direction: 'under' },
    });
    const tenX = parseMultiplier('10.0000', 'over');
    if (!('choice' in tenX)) throw new Error('expected a choice');
    expect(diceTexts(tenX.choice)).toEqual({
      target: '90.10',
      chance: '9.90',
      multiplier: '10.0010',
    });
    expect(parseMultiplier('1.01', 'over')).toHaveProperty('error');
    expect(parseMultiplier('0', 'over')).toHaveProperty('error');
    expect(parseMultiplier('9900', 'over')).toEqual({
      choice: { target: 9999, direction: 'over' },
    });
  });

  it('refuses targets whose chance is out of range', () => {
    expect(parseTarget('1.50', 'over')).toEqual({
      error: 'Win chance must be between 0.01% and 98.00%',
    });
    expect(parseTarget('100', 'over')).toHaveProperty('error');
    expect(parseTarget('50.555', 'over')).toHaveProperty('error');
  });

  it('flipping keeps the chance and multiplier', () => {
    const flipped = flipDirection({ target: 3000, direction: 'over' });
    expect(flipped).toEqual({ target: 7000, direction: 'under' });
    expect(diceFigures(flipped)).toEqual(diceFigures({ target: 3000, direction: 'over' }));
    expect(flipDirection(flipped)).toEqual({ target: 3000, direction: 'over' });
  });

  it('bounds the slider so every reachable target is playable', () => {
    expect(targetBounds('over')).toEqual({ min: 200, max: 9999 });
    expect(targetBounds('under')).toEqual({ min: 1, max: 9800 });
    expect(clampTarget(50, 'over')).toBe(200);
    expect(clampTarget(9900, 'under')).toBe(9800);
    expect(clampTarget(4321.4, 'under')).toBe(4321);
  });
});
