import { describe, expect, it } from 'vitest';
import { dayBars, shortDay } from './day-bars';

describe('dayBars', () => {
  it('scales the highest day to the full height, a quiet day to nothing', () => {
    const { bars, zeroY } = dayBars([0, 50, 100], 300, 100, 0);
    expect(zeroY).toBe(100);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
    expect(bars.map((b) => b.x)).toEqual([0, 100, 200]);
    expect(bars.every((b) => b.width === 100 && !b.negative)).toBe(true);
  });

  it('puts the zero line inside the range when a day is below zero', () => {
    const { bars, zeroY } = dayBars([300, -100], 20, 80, 0.5);
    expect(zeroY).toBe(60);
    expect(bars[0]).toEqual({ x: 2.5, y: 0, width: 5, height: 60, negative: false });
    expect(bars[1]).toEqual({ x: 12.5, y: 60, width: 5, height: 20, negative: true });
  });

  it('keeps a tiny day visible and an all-zero series flat', () => {
    expect(dayBars([1_000_000, 1], 10, 10).bars[1]!.height).toBe(0.75);
    const flat = dayBars([0, 0, 0], 30, 10);
    expect(flat.zeroY).toBe(10);
    expect(flat.bars.every((b) => b.height === 0)).toBe(true);
  });
});

describe('shortDay', () => {
  it('names the UTC day', () => {
    expect(shortDay('2026-11-30')).toBe('30 Nov');
    expect(shortDay('2026-01-01')).toBe('1 Jan');
  });
});
