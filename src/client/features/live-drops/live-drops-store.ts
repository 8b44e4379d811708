import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { LiveDrop } from '../../../shared/contract/liveDrops';
import { LIVE_DROPS_HISTORY_SIZE, type LiveDropCategory } from '../../../shared/liveDrops';
import { type DropLists, EMPTY_LISTS, prependDrop } from './live-drops-state';

export interface LiveDropsState {
  loaded: boolean;
  category: LiveDropCategory;
  lists: DropLists;
  /** The id of the drop that just arrived: the strip slides only that one in. */
  arrivedId: string | null;
  loadHistory(history: DropLists): void;
  receive(drop: LiveDrop): void;
  setCategory(category: LiveDropCategory): void;
}

export const liveDropsStore = createStore<LiveDropsState>()((set) => ({
  loaded: false,
  category: 'All',
  lists: EMPTY_LISTS,
  arrivedId: null,
  loadHistory: (history) =>
    set({
      loaded: true,
      arrivedId: null,
      lists: {
        All: history.All.slice(0, LIVE_DROPS_HISTORY_SIZE),
        Top: history.Top.slice(0, LIVE_DROPS_HISTORY_SIZE),
      },
    }),
  receive: (drop) =>
    set((state) => ({
      lists: prependDrop(state.lists, drop, LIVE_DROPS_HISTORY_SIZE),
      arrivedId: drop._id,
    })),
  setCategory: (category) => set({ category }),
}));

export function useLiveDrops<T>(selector: (state: LiveDropsState) => T): T {
  return useStore(liveDropsStore, selector);
}
