import { describe, expect, it } from 'vitest';
import { databaseCpuBetween } from './databaseCpu';

describe('databaseCpuBetween', () => {
  it("adds each backend's own ticks, never a negative for one that ended", () => {
    const before = new Map([
      [10, 500],
      [11, 900],
    ]);
    // 11 ended (a pool closed it), 12 started during the load.
    const after = new Map([
      [10, 650],
      [12, 40],
    ]);
    expect(databaseCpuBetween(before, after)).toBeCloseTo(1.9);
  });
});
