import { describe, expect, it } from 'vitest';
import {
  ROULETTE_SLOT_COUNT,
  ROULETTE_STRIP_ORDER,
  isBait,
  slotAtStripIndex,
  slotColour,
  slotKind,
  stripIndexOf,
} from './slots';

describe('roulette slots', () => {
  it('maps every slot to its colour and kind', () => {
    const table: [number, string, string][] = [
      [0, 'green', 'GREEN'],
      [1, 'red', 'RED'],
      [2, 'red', 'RED'],
      [3, 'red', 'RED'],
      [4, 'red', 'RED_BAIT'],
      [5, 'red', 'RED'],
      [6, 'red', 'RED'],
      [7, 'red', 'RED'],
      [8, 'black', 'BLACK'],
      [9, 'black', 'BLACK'],
      [10, 'black', 'BLACK'],
      [11, 'black', 'BLACK_BAIT'],
      [12, 'black', 'BLACK'],
      [13, 'black', 'BLACK'],
      [14, 'black', 'BLACK'],
    ];
    expect(table).toHaveLength(ROULETTE_SLOT_COUNT);
    for (const [slot, colour, kind] of table) {
      expect(slotColour(slot), `slot ${slot}`).toBe(colour);
      expect(slotKind(slot), `slot ${slot}`).toBe(kind);
      expect(isBait(slot)).toBe(kind.endsWith('_BAIT'));
    }
  });

  it('draws the strip in the order docs/games/roulette.md gives, every slot once', () => {
    expect(ROULETTE_STRIP_ORDER).toEqual([1, 14, 2, 13, 3, 12, 4, 0, 11, 5, 10, 6, 9, 7, 8]);
    expect([...ROULETTE_STRIP_ORDER].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i),
    );
  });

  it('puts the baits right beside green', () => {
    const green = stripIndexOf(0);
    expect(slotAtStripIndex(green - 1)).toBe(4);
    expect(slotAtStripIndex(green + 1)).toBe(11);
  });

  it('alternates red and black everywhere but around green', () => {
    for (let i = 0; i < 14; i++) {
      const a = slotColour(slotAtStripIndex(i));
      const b = slotColour(slotAtStripIndex(i + 1));
      if (a !== 'green' && b !== 'green') expect(a).not.toBe(b);
    }
  });

  it('repeats the strip both ways', () => {
    for (let i = -45; i < 45; i++) {
      const slot = slotAtStripIndex(i);
      expect(slotAtStripIndex(i + 15)).toBe(slot);
      expect(stripIndexOf(slot)).toBe(((i % 15) + 15) % 15);
    }
  });

  it('refuses what is not a slot', () => {
    for (const bad of [-1, 15, 1.5, Number.NaN]) {
      expect(() => slotColour(bad)).toThrow(RangeError);
      expect(() => stripIndexOf(bad)).toThrow(RangeError);
    }
  });
});
