import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { Challenge, ChallengeTracker } from '../../../shared/contract/challenges';
import { type TrackerMap, isNewerTracker } from './challenge-selectors';

export interface ChallengesState {
  challenges: Challenge[];
  /** The signed-in player's trackers by challenge id; empty for a visitor. */
  trackers: TrackerMap;
  /** The list arrived at least once. */
  loaded: boolean;
  /** Claims on their way, by challenge id. */
  claiming: Readonly<Record<string, true>>;
  setChallenges(challenges: Challenge[]): void;
  /**
   * Trackers from the server's list. For the same viewer a held tracker that is newer (an
   * event that overtook the answer) stays; for another viewer the list replaces all.
   */
  receiveTrackers(trackers: readonly ChallengeTracker[], viewerChanged: boolean): void;
  /** One tracker from 'challenge-tracker.update' or a claim: kept when it moves forward. */
  applyTracker(tracker: ChallengeTracker): void;
  setClaiming(id: string, claiming: boolean): void;
}

export function createChallengesStore() {
  return createStore<ChallengesState>()((set, get) => ({
    challenges: [],
    trackers: {},
    loaded: false,
    claiming: {},
    setChallenges(challenges) {
      set({ challenges, loaded: true });
    },
    receiveTrackers(trackers, viewerChanged) {
      const next: Record<string, ChallengeTracker> = {};
      const held = viewerChanged ? {} : get().trackers;
      for (const tracker of trackers) {
        const mine = held[tracker.challenge];
        next[tracker.challenge] = mine && !isNewerTracker(mine, tracker) ? mine : tracker;
      }
      // A live tracker of a challenge the answer did not know yet is newer than it.
      for (const [id, tracker] of Object.entries(held)) if (!next[id]) next[id] = tracker;
      set({ trackers: next });
    },
    applyTracker(tracker) {
      const { trackers } = get();
      if (!isNewerTracker(trackers[tracker.challenge], tracker)) return;
      set({ trackers: { ...trackers, [tracker.challenge]: tracker } });
    },
    setClaiming(id, claiming) {
      const next = { ...get().claiming };
      if (claiming) next[id] = true;
      else delete next[id];
      set({ claiming: next });
    },
  }));
}

export const challengesStore = createChallengesStore();

export function useChallenges<T>(selector: (state: ChallengesState) => T): T {
  return useStore(challengesStore, selector);
}
