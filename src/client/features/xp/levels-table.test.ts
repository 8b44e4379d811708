import { describe, expect, it } from 'vitest';
import { MAX_LEVEL, levelOf, xpToReach } from '../../../shared/levels';
import { levelRows, nextLevelOf } from './levels-table';

describe('levelRows', () => {
  it('lists every level with the XP the server counts', () => {
    const rows = levelRows();
    expect(rows).toHaveLength(MAX_LEVEL);
    expect(rows[0]).toEqual({ level: 1, totalXp: 1_000, levelXp: 1_000, gemsToWager: 1_000 });
    expect(rows[1]).toEqual({ level: 2, totalXp: 3_364, levelXp: 2_364, gemsToWager: 2_364 });
    for (const row of rows) {
      expect(row.totalXp).toBe(xpToReach(row.level));
      // Reaching a row's total puts a player exactly at that level.
      expect(levelOf(row.totalXp).level).toBe(row.level);
      expect(levelOf(row.totalXp - 1).level).toBe(row.level - 1);
    }
  });
});

describe('nextLevelOf', () => {
  it('is the level above, and none at the cap', () => {
    expect(nextLevelOf(0)).toBe(1);
    expect(nextLevelOf(41)).toBe(42);
    expect(nextLevelOf(MAX_LEVEL)).toBeNull();
  });
});
