import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LEVEL, boostedXp, levelOf, xpForWager, xpToReach } from './levels';

describe('level curve', () => {
  it('starts at level 0 and reaches level 1 at 1000 XP', () => {
    expect(levelOf(0)).toMatchObject({ level: 0, current: 0, next: 1000, progress: 0 });
    expect(levelOf(999).level).toBe(0);
    expect(levelOf(1000).level).toBe(1);
  });

  it('is strictly increasing', () => {
    for (let n = 1; n <= MAX_LEVEL; n++) expect(xpToReach(n)).toBeGreaterThan(xpToReach(n - 1));
  });

  it('caps at MAX_LEVEL with full progress', () => {
    expect(levelOf(xpToReach(MAX_LEVEL) * 10)).toMatchObject({ level: MAX_LEVEL, progress: 1 });
  });

  it('places any XP inside its level band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), (xp) => {
        const p = levelOf(xp);
        expect(xpToReach(p.level) + p.current).toBe(xp);
        if (p.level < MAX_LEVEL) {
          expect(p.current).toBeLessThan(p.next);
          expect(p.next).toBe(xpToReach(p.level + 1) - xpToReach(p.level));
        }
        expect(p.progress).toBeGreaterThanOrEqual(0);
        expect(p.progress).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives 1 XP per whole gem wagered', () => {
    expect(xpForWager(150)).toBe(1);
    expect(xpForWager(10_000, 1.5)).toBe(150);
  });

  it('counts whole gems only, exactly, even for amounts past float precision', () => {
    expect(xpForWager(99)).toBe(0);
    expect(xpForWager(100)).toBe(1);
    expect(xpForWager(199)).toBe(1);
    expect(xpForWager(0)).toBe(0);
    expect(xpForWager(-500)).toBe(0);
    expect(xpForWager(Number.MAX_SAFE_INTEGER)).toBe(90_071_992_547_409);
    expect(xpForWager(Number.MAX_SAFE_INTEGER, 10)).toBe(900_719_925_474_090);
  });

  it('boosts the whole-gem XP and rounds down again, as the bet statement credits it', () => {
    // 1 whole gem at 1.5x is 1.5 XP: 1. The fraction of a gem never counts, boosted or not.
    expect(xpForWager(150, 1.5)).toBe(1);
    expect(xpForWager(199, 2)).toBe(2);
    expect(xpForWager(300, 1.5)).toBe(4);
    expect(xpForWager(1_234_567, 1.5)).toBe(18_517);
    expect(xpForWager(1_234_567, 2)).toBe(24_690);
    expect(boostedXp(12_345, 150)).toBe(18_517);
    expect(boostedXp(7, 100)).toBe(7);
    expect(boostedXp(7, null)).toBe(7);
  });
});
