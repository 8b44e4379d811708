import { describe, expect, it } from 'vitest';
import {
  betView,
  feedsOf,
  jackpotCredits,
  multiplierE4Of,
  shownStreak,
  streakBefore,
} from './rouletteViews';

describe('betView', () => {
  const row = {
    id: '0d4b6e2a-3c1f-4a8e-9b75-6e2f1a0c9d13',
    username: 'lucky',
    amount: '1000',
    params: { option: 'GREEN' as const },
  };
  it('shows an open bet with neither payout nor jackpot', () => {
    expect(betView({ ...row, payout: null, outcome: null })).toEqual({
      id: row.id,
      username: 'lucky',
      option: 'GREEN',
      amount: 1_000,
      payout: null,
      jackpot: null,
    });
  });
  it('shows a settled bet with its win and its share of the pool apart', () => {
    const outcome = { roundId: 7, slot: 0, outcome: 'TRIPLE_GREEN' as const, jackpot: 81 };
    expect(betView({ ...row, payout: '14000', outcome })).toMatchObject({
      payout: 14_000,
      jackpot: 81,
    });
    expect(betView({ ...row, payout: 0, outcome: { ...outcome, jackpot: 0 } })).toMatchObject({
      payout: 0,
      jackpot: 0,
    });
  });
});

describe('the streak', () => {
  const ended = { slot: 0, jackpotPaid: 0, poolAfter: 0 };
  it('shows 3 on a triple green, though the next round starts from 0', () => {
    expect(shownStreak({ ...ended, outcome: 'TRIPLE_GREEN', streakAfter: 0 })).toBe(3);
    expect(shownStreak({ ...ended, outcome: 'GREEN', streakAfter: 2 })).toBe(2);
    expect(shownStreak({ ...ended, slot: 5, outcome: 'RED', streakAfter: 0 })).toBe(0);
  });
  it('starts from the last ended round, or 0 before any', () => {
    expect(streakBefore(null)).toBe(0);
    expect(streakBefore(undefined)).toBe(0);
    expect(streakBefore({ ...ended, outcome: 'GREEN', streakAfter: 1 })).toBe(1);
  });
});

describe('feedsOf', () => {
  it("shows 0.5% of the round's total, rounded down until the round rounds it fairly", () => {
    expect(feedsOf([{ amount: '1999', n: 2 }])).toBe(19); // 19.99
    expect(feedsOf([{ amount: 10, n: 20 }])).toBe(1); // twenty 0.10 stakes feed 0.01
    expect(
      feedsOf([
        { amount: 1_000, n: 1 },
        { amount: 300, n: 3 },
      ]),
    ).toBe(9); // 9.5
    expect(feedsOf([])).toBe(0);
  });
});

describe('multiplierE4Of', () => {
  it("shows the option's multiplier on a win and 0 on a loss", () => {
    expect(multiplierE4Of('GREEN', 14_000)).toBe(140_000);
    expect(multiplierE4Of('BAIT', 700)).toBe(70_000);
    expect(multiplierE4Of('RED', 0)).toBe(0);
  });
});

describe('jackpotCredits', () => {
  it("sums a player's shares into one credit and leaves out the zeros", () => {
    const bets = [{ userId: 'a' }, { userId: 'b' }, { userId: 'c' }, { userId: 'a' }];
    expect(jackpotCredits(bets, [27, 54, 0, 14])).toEqual([
      { userId: 'a', amount: 41 },
      { userId: 'b', amount: 54 },
    ]);
    expect(jackpotCredits(bets, [0, 0, 0, 0])).toEqual([]);
  });
});
