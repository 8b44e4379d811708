import { describe, expect, it } from 'vitest';
import { ROULETTE_BET_KINDS, betPayout, betWins, isRouletteBetKind } from './bets';
import { ROULETTE_SLOT_COUNT } from './slots';

const SLOTS = Array.from({ length: ROULETTE_SLOT_COUNT }, (_, slot) => slot);

describe('roulette bets', () => {
  it('wins on exactly the slots docs/games/roulette.md names', () => {
    const winning = (kind: (typeof ROULETTE_BET_KINDS)[number]) =>
      SLOTS.filter((slot) => betWins(kind, slot));
    expect(winning('RED')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(winning('BLACK')).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(winning('GREEN')).toEqual([0]);
    expect(winning('BAIT')).toEqual([4, 11]);
  });

  it('returns exactly 14/15 (93.33%) on every option, summed over the 15 slots', () => {
    const stake = 1_000;
    for (const kind of ROULETTE_BET_KINDS) {
      const returned = SLOTS.reduce((sum, slot) => sum + betPayout(kind, stake, slot), 0);
      // each slot is equally likely: the return is the sum over all slots / (15 x stake)
      expect(returned * 15, kind).toBe(14 * ROULETTE_SLOT_COUNT * stake);
      expect(((returned / (ROULETTE_SLOT_COUNT * stake)) * 100).toFixed(2)).toBe('93.33');
    }
  });

  it('pays whole multiples of the stake: 2x, 2x, 14x, 7x', () => {
    expect(betPayout('RED', 123, 4)).toBe(246);
    expect(betPayout('BLACK', 123, 11)).toBe(246);
    expect(betPayout('GREEN', 123, 0)).toBe(1_722);
    expect(betPayout('BAIT', 123, 11)).toBe(861);
    expect(betPayout('BAIT', 123, 5)).toBe(0);
    expect(betPayout('RED', 1_000_000, 8)).toBe(0);
  });

  it('refuses amounts that are not whole hundredths and unknown kinds', () => {
    expect(() => betPayout('RED', 1.5, 1)).toThrow(RangeError);
    expect(() => betPayout('RED', -1, 1)).toThrow(RangeError);
    expect(isRouletteBetKind('GREEN')).toBe(true);
    expect(isRouletteBetKind('TRIPLE_GREEN')).toBe(false);
    expect(isRouletteBetKind(2)).toBe(false);
  });
});
