import { describe, expect, it } from 'vitest';
import { stepStreak } from './streak';

describe('green streak', () => {
  it('counts greens up to the triple, then starts again', () => {
    expect(stepStreak(0, 0)).toEqual({
      outcome: 'GREEN',
      shown: 1,
      next: 1,
      doubleGreen: false,
      tripleGreen: false,
    });
    expect(stepStreak(1, 0)).toEqual({
      outcome: 'GREEN',
      shown: 2,
      next: 2,
      doubleGreen: true,
      tripleGreen: false,
    });
    expect(stepStreak(2, 0)).toEqual({
      outcome: 'TRIPLE_GREEN',
      shown: 3,
      next: 0,
      doubleGreen: false,
      tripleGreen: true,
    });
  });

  it('resets on anything but green, naming the slot kind', () => {
    for (const streak of [0, 1, 2]) {
      expect(stepStreak(streak, 4)).toMatchObject({ outcome: 'RED_BAIT', shown: 0, next: 0 });
      expect(stepStreak(streak, 11)).toMatchObject({ outcome: 'BLACK_BAIT', shown: 0, next: 0 });
      expect(stepStreak(streak, 3)).toMatchObject({ outcome: 'RED', tripleGreen: false });
      expect(stepStreak(streak, 14)).toMatchObject({ outcome: 'BLACK', doubleGreen: false });
    }
  });

  it('follows a sequence of results', () => {
    const slots = [0, 0, 5, 0, 0, 0, 0, 0, 9, 0];
    let streak = 0;
    const outcomes: string[] = [];
    const shown: number[] = [];
    for (const slot of slots) {
      const step = stepStreak(streak, slot);
      outcomes.push(step.outcome);
      shown.push(step.shown);
      streak = step.next;
    }
    expect(shown).toEqual([1, 2, 0, 1, 2, 3, 1, 2, 0, 1]);
    expect(outcomes.filter((o) => o === 'TRIPLE_GREEN')).toHaveLength(1);
    expect(outcomes[5]).toBe('TRIPLE_GREEN');
  });

  it('refuses a streak a round cannot start from', () => {
    for (const bad of [-1, 3, 1.5]) expect(() => stepStreak(bad, 0)).toThrow(RangeError);
  });
});
