import { describe, expect, it } from 'vitest';
import { challengeOf, listedInstances } from './challengeListing';
import type { ChallengeDefinition } from './challengeProgress';

function definition(
  key: string,
  overrides: Partial<ChallengeDefinition> = {},
): ChallengeDefinition {
  return {
    key,
    category: 'MISSION',
    title: key,
    description: key,
    goalKind: 'bet-count',
    game: null,
    minMultiplierE4: null,
    goal: 1,
    reward: 10,
    period: 'none',
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;

describe('the listed challenges', () => {
  it('name each period instance and its end', () => {
    const [daily, weekly, mission] = listedInstances(
      [
        definition('daily-bets', { category: 'DAILY', period: 'daily' }),
        definition('weekly-wager', {
          category: 'WEEKLY',
          period: 'weekly',
          goalKind: 'wager-amount',
        }),
        definition('first-bet'),
      ],
      NOW,
    ).map(challengeOf);
    expect(daily).toMatchObject({
      _id: 'daily-bets_20261125',
      state: 'ACTIVE',
      endsAt: '2026-11-26T00:00:00.000Z',
      goalUnit: 'COUNT',
    });
    expect(weekly).toMatchObject({
      _id: 'weekly-wager_20261123',
      endsAt: '2026-11-30T00:00:00.000Z',
      goalUnit: 'GEMS',
    });
    expect(mission).toMatchObject({ _id: 'first-bet', state: 'ACTIVE', endsAt: null });
  });

  it('put finished events last, drop them after a week, and hide events not started', () => {
    const ended = definition('ended', {
      category: 'EVENT',
      startsAt: new Date(NOW - 3 * DAY),
      endsAt: new Date(NOW - DAY),
    });
    const long = definition('long-gone', {
      category: 'EVENT',
      startsAt: new Date(NOW - 30 * DAY),
      endsAt: new Date(NOW - 8 * DAY),
    });
    const soon = definition('soon', {
      category: 'EVENT',
      startsAt: new Date(NOW + DAY),
      endsAt: new Date(NOW + 2 * DAY),
    });
    const listed = listedInstances([ended, long, soon, definition('first-bet')], NOW);
    expect(listed.map((instance) => [instance.id, instance.state])).toEqual([
      ['first-bet', 'ACTIVE'],
      ['ended', 'FINISHED'],
    ]);
  });
});
