import { describe, expect, it } from 'vitest';
import { MAX_LEVEL, xpToReach } from '../../../shared/levels';
import { calculateXp } from './xp-calculator';

describe('calculateXp', () => {
  it('turns a wager into XP (1 XP per gem) and the level it reaches', () => {
    const result = calculateXp({ level: 0, xpIntoLevel: 0, wagerGems: 1000 });
    expect(result.gained).toBe(1000);
    expect(result.end.level).toBe(1);
    expect(result.toNextLevel).toBe(xpToReach(2) - 1000);
    expect(result.levelsGained).toBe(1);
  });

  it('starts from the XP already inside the current level', () => {
    const result = calculateXp({ level: 5, xpIntoLevel: 100, wagerGems: 0 });
    expect(result.start.total).toBe(xpToReach(5) + 100);
    expect(result.end.level).toBe(5);
    expect(result.toNextLevel).toBe(xpToReach(6) - xpToReach(5) - 100);
  });

  it('applies a boost and ignores fractions of a gem', () => {
    // 10 whole gems at 2x: the 0.99 gem earns nothing, boosted or not (the server's rule).
    expect(calculateXp({ level: 0, xpIntoLevel: 0, wagerGems: 10.99, boost: 2 }).gained).toBe(20);
    expect(calculateXp({ level: 0, xpIntoLevel: 0, wagerGems: 3, boost: 1.5 }).gained).toBe(4);
  });

  it('clamps nonsense input and stops at the level cap', () => {
    const low = calculateXp({ level: -3, xpIntoLevel: -50, wagerGems: Number.NaN });
    expect(low.start.level).toBe(0);
    expect(low.gained).toBe(0);
    const capped = calculateXp({ level: MAX_LEVEL + 5, xpIntoLevel: 10, wagerGems: 1e6 });
    expect(capped.end.level).toBe(MAX_LEVEL);
    expect(capped.toNextLevel).toBe(0);
    expect(capped.end.progress).toBe(1);
  });
});
