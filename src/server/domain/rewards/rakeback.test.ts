import { describe, expect, it } from 'vitest';
import type { SettledWager } from '../accruals/wagerAccruals';
import { claimableChanges, rakebackOfBatch } from './rakeback';

const wager = (userId: string, amount: number, edgeBps = 100): SettledWager => ({
  betId: `${userId}-${amount}`,
  userId,
  game: 'dice',
  amount,
  payout: 0,
  multiplierE4: 0,
  houseEdgeE4: amount * edgeBps,
  params: {},
  outcome: {},
  settledAt: new Date(0),
});

describe('rakebackOfBatch', () => {
  it('sums each player wagers at the rate of their level', () => {
    const levels: Record<string, number> = { a: 12, b: 0, c: 80 };
    const earned = rakebackOfBatch(
      [wager('a', 150), wager('b', 1_000), wager('a', 333), wager('c', 1, 500)],
      (userId) => levels[userId]!,
    );
    // a: (150 + 333) x 100 x 800; b: 1000 x 100 x 500; c: 1 x 500 x 2000 (capped).
    expect(earned).toEqual(
      new Map([
        ['a', 38_640_000n],
        ['b', 50_000_000n],
        ['c', 1_000_000n],
      ]),
    );
  });

  it('leaves out wagers with no edge', () => {
    expect(rakebackOfBatch([wager('a', 100, 0)], () => 5).size).toBe(0);
  });
});

describe('claimableChanges', () => {
  const cent = 100_000_000n;
  it('tells a player whose whole hundredths grew, with the new claimable', () => {
    const added = new Map([
      ['a', 50_000_000n],
      ['b', 2n * cent],
    ]);
    const after = [
      { user_id: 'a', unclaimed_e8: (3n * cent + 10_000_000n).toString() },
      { user_id: 'b', unclaimed_e8: (2n * cent).toString() },
    ];
    expect(claimableChanges(added, after)).toEqual([
      { userId: 'a', claimable: 3 },
      { userId: 'b', claimable: 2 },
    ]);
  });

  it('leaves out a player whose addition stayed under the next hundredth', () => {
    const added = new Map([['a', 40_000_000n]]);
    const after = [{ user_id: 'a', unclaimed_e8: (5n * cent + 90_000_000n).toString() }];
    expect(claimableChanges(added, after)).toEqual([]);
  });
});
