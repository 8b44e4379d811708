import { describe, expect, it } from 'vitest';
import { JACKPOT_COUNTER_MS, counterValue, slotStages, tripleGreenLabel } from './triple-green';

describe('triple green display rules', () => {
  it('fills, highlights and empties the slots as the spec says', () => {
    expect(slotStages(0)).toEqual([1, 0, 0]);
    expect(slotStages(1)).toEqual([2, 1, 0]);
    expect(slotStages(2)).toEqual([2, 2, 1]);
    expect(slotStages(3)).toEqual([2, 2, 2]);
  });

  it('says the streak and the jackpot in words', () => {
    expect(tripleGreenLabel(2, 12_345)).toBe('Green streak 2 of 3, jackpot 123.45 gems');
    expect(tripleGreenLabel(0, 123_456_789)).toBe('Green streak 0 of 3, jackpot 1,234,567.89 gems');
  });

  it('counts in whole hundredths, forward only, landing exactly on the amount at 0.8 s', () => {
    expect(JACKPOT_COUNTER_MS).toBe(800);
    for (const [from, to] of [
      [0, 12_345],
      [50_000, 49_001],
      [7, 7],
    ] as const) {
      let last: number = from;
      for (let ms = 0; ms <= 800; ms += 16) {
        const value = counterValue(from, to, ms, 800);
        expect(Number.isInteger(value)).toBe(true);
        expect((value - last) * Math.sign(to - from)).toBeGreaterThanOrEqual(0);
        last = value;
      }
      expect(counterValue(from, to, 0, 800)).toBe(from);
      expect(counterValue(from, to, 800, 800)).toBe(to);
      expect(counterValue(from, to, 5_000, 800)).toBe(to);
    }
    expect(counterValue(0, 1_000, 400, 800)).toBe(875); // eases out: 1 - 0.5^3
    expect(counterValue(0, 1_000, 100, 0)).toBe(1_000);
  });
});
