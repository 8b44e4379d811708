import { describe, expect, it } from 'vitest';
import { type ChallengeDefinition, wagerDeltas, wagerIncrement } from './challengeProgress';

function definition(overrides: Partial<ChallengeDefinition>): ChallengeDefinition {
  return {
    key: 'c',
    category: 'DAILY',
    title: 't',
    description: 'd',
    goalKind: 'bet-count',
    game: null,
    minMultiplierE4: null,
    goal: 10,
    reward: 10,
    period: 'daily',
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

const NOON = Date.parse('2026-11-25T12:00:00.000Z');
const wager = (overrides: Partial<Parameters<typeof wagerIncrement>[1]> = {}) => ({
  userId: 'u1',
  game: 'dice',
  amount: 150,
  multiplierE4: 19_800,
  at: NOON,
  ...overrides,
});

describe('what one wager adds', () => {
  it('counts wagered hundredths exactly for wager goals', () => {
    expect(wagerIncrement(definition({ goalKind: 'wager-amount' }), wager({ amount: 1_234 }))).toBe(
      1_234,
    );
  });

  it('counts only the filtered game', () => {
    const plinko = definition({ goalKind: 'wager-amount', game: 'plinko' });
    expect(wagerIncrement(plinko, wager({ game: 'dice' }))).toBe(0);
    expect(wagerIncrement(plinko, wager({ game: 'plinko', amount: 7 }))).toBe(7);
  });

  it('counts a bet, a case opened, a win at the multiplier', () => {
    expect(wagerIncrement(definition({ goalKind: 'bet-count' }), wager())).toBe(1);
    expect(wagerIncrement(definition({ goalKind: 'open-cases' }), wager())).toBe(0);
    expect(
      wagerIncrement(definition({ goalKind: 'open-cases' }), wager({ game: 'case-unbox' })),
    ).toBe(1);
    const double = definition({ goalKind: 'win-multiplier', minMultiplierE4: 20_000 });
    expect(wagerIncrement(double, wager({ multiplierE4: 19_999 }))).toBe(0);
    expect(wagerIncrement(double, wager({ multiplierE4: 20_000 }))).toBe(1);
  });

  it('leaves level and battle goals to their own feeds', () => {
    expect(wagerIncrement(definition({ goalKind: 'reach-level' }), wager())).toBe(0);
    expect(wagerIncrement(definition({ goalKind: 'win-battle' }), wager())).toBe(0);
  });
});

describe('a batch of wagers', () => {
  it('sums per player, challenge and period, each wager in the day it settled', () => {
    const amount = definition({ key: 'wager', goalKind: 'wager-amount', goal: 1_000 });
    const beforeMidnight = Date.parse('2026-11-25T23:59:59.999Z');
    const afterMidnight = Date.parse('2026-11-26T00:00:00.000Z');
    const deltas = wagerDeltas(
      [amount],
      [
        wager({ amount: 100, at: beforeMidnight }),
        wager({ amount: 23, at: NOON }),
        wager({ amount: 5, at: afterMidnight }),
        wager({ userId: 'u2', amount: 1 }),
      ],
    );
    expect(deltas).toEqual([
      {
        userId: 'u1',
        key: 'wager',
        periodStart: new Date('2026-11-25T00:00:00.000Z'),
        goal: 1_000,
        by: 123,
      },
      {
        userId: 'u1',
        key: 'wager',
        periodStart: new Date('2026-11-26T00:00:00.000Z'),
        goal: 1_000,
        by: 5,
      },
      {
        userId: 'u2',
        key: 'wager',
        periodStart: new Date('2026-11-25T00:00:00.000Z'),
        goal: 1_000,
        by: 1,
      },
    ]);
  });

  it('skips an event outside its window', () => {
    const event = definition({
      category: 'EVENT',
      period: 'none',
      startsAt: new Date(NOON + 1),
      endsAt: new Date(NOON + 10_000),
    });
    expect(wagerDeltas([event], [wager()])).toEqual([]);
    expect(wagerDeltas([event], [wager({ at: NOON + 10_000 })])).toEqual([]);
    expect(wagerDeltas([event], [wager({ at: NOON + 1 })])).toHaveLength(1);
  });
});
