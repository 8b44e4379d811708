import { describe, expect, it } from 'vitest';
import type { Challenge, ChallengeTracker } from '../../../shared/contract/challenges';
import {
  type TrackerMap,
  featuredChallenge,
  isNewerTracker,
  progressOf,
  progressRatio,
  progressText,
  sortedChallenges,
  unclaimedChallenges,
} from './challenge-selectors';

function challenge(id: string, overrides: Partial<Challenge> = {}): Challenge {
  return {
    _id: id,
    state: 'ACTIVE',
    category: 'DAILY',
    endsAt: null,
    title: id,
    description: id,
    goal: 10,
    goalUnit: 'COUNT',
    reward: 20,
    ...overrides,
  };
}

function tracker(id: string, state: ChallengeTracker['state'], progress = 0): ChallengeTracker {
  return { challenge: id, state, progress, updatedAt: '2026-11-25T00:00:00.000Z' };
}

const trackersOf = (...list: ChallengeTracker[]): TrackerMap =>
  Object.fromEntries(list.map((t) => [t.challenge, t]));

describe('progress', () => {
  it('defaults to ACTIVE with progress 0 without a tracker', () => {
    expect(progressOf({}, 'x')).toEqual({ state: 'ACTIVE', progress: 0 });
  });

  it('reads as a share of the goal, full once completed', () => {
    const c = challenge('c', { goal: 8 });
    expect(progressRatio(c, { state: 'ACTIVE', progress: 2 })).toBe(0.25);
    expect(progressRatio(c, { state: 'ACTIVE', progress: 50 })).toBe(1);
    expect(progressRatio(c, { state: 'COMPLETED', progress: 8 })).toBe(1);
    expect(progressRatio(c, { state: 'CLAIMED', progress: 8 })).toBe(1);
  });

  it('shows counts as counts and gem goals in gems', () => {
    expect(progressText(challenge('c', { goal: 20 }), { state: 'ACTIVE', progress: 3 })).toBe(
      '3 / 20',
    );
    const gems = challenge('g', { goal: 1_000, goalUnit: 'GEMS' });
    expect(progressText(gems, { state: 'ACTIVE', progress: 425 })).toBe('4.25 / 10.00');
    expect(progressText(gems, { state: 'COMPLETED', progress: 1_000 })).toBe('10.00 / 10.00');
  });
});

describe('featured', () => {
  it('is the first active MISSION, DAILY or WEEKLY challenge whose progress is ACTIVE', () => {
    const list = [
      challenge('achievement', { category: 'ACHIEVEMENT' }),
      challenge('level', { category: 'LEVEL' }),
      challenge('event', { category: 'EVENT' }),
      challenge('misc', { category: 'MISC' }),
      challenge('finished-mission', { category: 'MISSION', state: 'FINISHED' }),
      challenge('done-mission', { category: 'MISSION' }),
      challenge('claimed-daily', { category: 'DAILY' }),
      challenge('weekly', { category: 'WEEKLY' }),
      challenge('daily', { category: 'DAILY' }),
    ];
    const trackers = trackersOf(
      tracker('done-mission', 'COMPLETED', 10),
      tracker('claimed-daily', 'CLAIMED', 10),
      tracker('weekly', 'ACTIVE', 3),
    );
    expect(featuredChallenge(list, trackers)?._id).toBe('weekly');
  });

  it('counts a challenge without a tracker as ACTIVE progress', () => {
    expect(featuredChallenge([challenge('m', { category: 'MISSION' })], {})?._id).toBe('m');
  });

  it('is none when every candidate is done', () => {
    const list = [challenge('m', { category: 'MISSION' })];
    expect(featuredChallenge(list, trackersOf(tracker('m', 'CLAIMED', 10)))).toBeUndefined();
  });
});

describe('unclaimed', () => {
  it('are the active challenges with COMPLETED progress, of any category', () => {
    const list = [
      challenge('a', { category: 'LEVEL' }),
      challenge('b'),
      challenge('c'),
      challenge('finished', { category: 'EVENT', state: 'FINISHED' }),
      challenge('d'),
    ];
    const trackers = trackersOf(
      tracker('a', 'COMPLETED', 10),
      tracker('b', 'CLAIMED', 10),
      tracker('c', 'ACTIVE', 9),
      tracker('finished', 'COMPLETED', 10),
    );
    expect(unclaimedChallenges(list, trackers).map((c) => c._id)).toEqual(['a']);
  });
});

describe('order', () => {
  it('keeps the server order and puts finished ones at the end', () => {
    const list = [
      challenge('old', { state: 'FINISHED' }),
      challenge('a'),
      challenge('older', { state: 'FINISHED' }),
      challenge('b'),
    ];
    expect(sortedChallenges(list).map((c) => c._id)).toEqual(['a', 'b', 'old', 'older']);
  });
});

describe('a newer tracker', () => {
  it('moves forward through ACTIVE, COMPLETED, CLAIMED and growing progress only', () => {
    expect(isNewerTracker(undefined, tracker('x', 'ACTIVE', 1))).toBe(true);
    expect(isNewerTracker(tracker('x', 'ACTIVE', 3), tracker('x', 'ACTIVE', 4))).toBe(true);
    expect(isNewerTracker(tracker('x', 'ACTIVE', 4), tracker('x', 'ACTIVE', 3))).toBe(false);
    expect(isNewerTracker(tracker('x', 'ACTIVE', 9), tracker('x', 'COMPLETED', 10))).toBe(true);
    expect(isNewerTracker(tracker('x', 'CLAIMED', 10), tracker('x', 'COMPLETED', 10))).toBe(false);
  });
});
