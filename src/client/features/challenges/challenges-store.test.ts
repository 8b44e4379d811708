import { describe, expect, it } from 'vitest';
import type { ChallengeTracker } from '../../../shared/contract/challenges';
import { createChallengesStore } from './challenges-store';

const tracker = (id: string, state: ChallengeTracker['state'], progress: number) => ({
  challenge: id,
  state,
  progress,
  updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('the challenges store', () => {
  it('applies tracker updates that move forward and ignores stale ones', () => {
    const store = createChallengesStore();
    store.getState().applyTracker(tracker('a', 'ACTIVE', 3));
    store.getState().applyTracker(tracker('a', 'COMPLETED', 10));
    store.getState().applyTracker(tracker('a', 'ACTIVE', 5));
    expect(store.getState().trackers.a).toMatchObject({ state: 'COMPLETED', progress: 10 });
  });

  it('keeps a live tracker newer than a list for the same viewer, and replaces all for another', () => {
    const store = createChallengesStore();
    store.getState().applyTracker(tracker('a', 'CLAIMED', 10));
    store.getState().applyTracker(tracker('live', 'ACTIVE', 1));
    store
      .getState()
      .receiveTrackers([tracker('a', 'COMPLETED', 10), tracker('b', 'ACTIVE', 2)], false);
    expect(store.getState().trackers).toMatchObject({
      a: { state: 'CLAIMED' },
      b: { progress: 2 },
      live: { progress: 1 },
    });
    store.getState().receiveTrackers([tracker('b', 'ACTIVE', 1)], true);
    expect(Object.keys(store.getState().trackers)).toEqual(['b']);
    expect(store.getState().trackers.b?.progress).toBe(1);
  });

  it('tracks claims on their way', () => {
    const store = createChallengesStore();
    store.getState().setClaiming('a', true);
    expect(store.getState().claiming).toEqual({ a: true });
    store.getState().setClaiming('a', false);
    expect(store.getState().claiming).toEqual({});
  });
});
