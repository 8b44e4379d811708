import { describe, expect, it } from 'vitest';
import { stillToWager } from './wageringRule';

describe('stillToWager', () => {
  it('adds every credit and pays it off only with wagers staked after it', () => {
    // 100.00 wagered in full, then 1.00 deposited: the 1.00 is owed, not covered by the past.
    expect(
      stillToWager(
        [
          { credited: 10_000, wagered: 50_000 },
          { credited: 100, wagered: 0 },
        ],
        1,
      ),
    ).toBe(100);
  });

  it('keeps what a big deposit owes when a small one follows', () => {
    expect(
      stillToWager(
        [
          { credited: 10_000, wagered: 0 },
          { credited: 100, wagered: 100 },
        ],
        1,
      ),
    ).toBe(10_000);
  });

  it('rounds each credit up at the factor and never owes less than nothing', () => {
    expect(stillToWager([{ credited: 333, wagered: 0 }], 1.5)).toBe(500);
    expect(stillToWager([{ credited: 100, wagered: 1_000 }], 2)).toBe(0);
    expect(stillToWager([], 1)).toBe(0);
  });
});
