import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERSCAN, virtualRange } from './virtual-range';

describe('virtualRange', () => {
  it('overscans 5 rows by default', () => {
    expect(DEFAULT_OVERSCAN).toBe(5);
  });

  it('at the top: the visible rows and 5 below', () => {
    expect(
      virtualRange({ count: 1000, itemHeight: 50, scrollTop: 0, viewportHeight: 300 }),
    ).toEqual({ start: 0, end: 11, offsetTop: 0, totalHeight: 50_000 });
  });

  it('in the middle: 5 rows above and below the window', () => {
    // Rows 100..106 are visible (5000 px to 5300 px).
    expect(
      virtualRange({ count: 1000, itemHeight: 50, scrollTop: 5000, viewportHeight: 300 }),
    ).toEqual({ start: 95, end: 111, offsetTop: 4750, totalHeight: 50_000 });
  });

  it('at the bottom: clamped to the last row', () => {
    const range = virtualRange({
      count: 1000,
      itemHeight: 50,
      scrollTop: 49_700,
      viewportHeight: 300,
    });
    expect(range).toEqual({ start: 989, end: 1000, offsetTop: 49_450, totalHeight: 50_000 });
  });

  it('a short list renders whole; an empty one renders nothing', () => {
    expect(virtualRange({ count: 3, itemHeight: 50, scrollTop: 0, viewportHeight: 300 })).toEqual({
      start: 0,
      end: 3,
      offsetTop: 0,
      totalHeight: 150,
    });
    expect(virtualRange({ count: 0, itemHeight: 50, scrollTop: 0, viewportHeight: 300 })).toEqual({
      start: 0,
      end: 0,
      offsetTop: 0,
      totalHeight: 0,
    });
  });

  it('always covers every visible row, and never more than the window plus twice the overscan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 2000 }),
        (count, itemHeight, scrollTop, viewportHeight) => {
          const range = virtualRange({ count, itemHeight, scrollTop, viewportHeight });
          const top = Math.min(scrollTop, Math.max(0, count * itemHeight - viewportHeight));
          const firstVisible = Math.floor(top / itemHeight);
          const lastVisible = Math.min(count, Math.ceil((top + viewportHeight) / itemHeight));
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThanOrEqual(count);
          if (count > 0 && lastVisible > firstVisible) {
            expect(range.start).toBeLessThanOrEqual(firstVisible);
            expect(range.end).toBeGreaterThanOrEqual(lastVisible);
          }
          expect(range.end - range.start).toBeLessThanOrEqual(
            Math.ceil(viewportHeight / itemHeight) + 1 + 2 * DEFAULT_OVERSCAN,
          );
          expect(range.offsetTop).toBe(range.start * itemHeight);
        },
      ),
    );
  });
});
