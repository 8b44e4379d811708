import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { CLIENT_INSTANT_GAMES } from '../../../../games/registry.client';
import type { InstantGame } from '../../../shared/contract/instantGames';
import type { NetTone } from './format';

/** One revealed outcome in a game's history strip. */
export interface RecentResult {
  id: string;
  /** What the chip says: "63.21", "2.1x", "3 gems". */
  label: string;
  /** Coloured by the net result: a 0.2x bucket is a loss even though it paid something. */
  tone: NetTone;
  /** Read by screen readers instead of the chip's short label. */
  description: string;
}

/** How many chips the strip keeps. */
export const RECENT_LIMIT = 12;

export interface ResultsState {
  recent: Record<InstantGame, readonly RecentResult[]>;
  /** Adds a revealed result in front; the oldest falls off past RECENT_LIMIT; ids are unique. */
  push(game: InstantGame, result: RecentResult): void;
  clear(): void;
}

const empty = (): ResultsState['recent'] =>
  Object.fromEntries(
    CLIENT_INSTANT_GAMES.map((game): [InstantGame, readonly RecentResult[]] => [game, []]),
  ) as ResultsState['recent'];

export function createResultsStore() {
  return createStore<ResultsState>()((set, get) => ({
    recent: empty(),
    push(game, result) {
      const current = get().recent[game];
      if (current.some((entry) => entry.id === result.id)) return;
      set({
        recent: { ...get().recent, [game]: [result, ...current].slice(0, RECENT_LIMIT) },
      });
    },
    clear() {
      set({ recent: empty() });
    },
  }));
}

/** Revealed results of this tab, kept across page visits. */
export const resultsStore = createResultsStore();

export function useRecentResults(game: InstantGame): readonly RecentResult[] {
  return useStore(resultsStore, (state) => state.recent[game]);
}
