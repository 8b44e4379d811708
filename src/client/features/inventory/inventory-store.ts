import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { FreeCaseOpening, InventoryItem } from '../../../shared/contract/inventory';

export interface InventoryState {
  /** The player's items as the server last sent them (the whole list, never merged). */
  items: InventoryItem[];
  /** False until the first answer for the signed-in player. */
  loaded: boolean;
  /** Item ids being used right now: their buttons wait. */
  using: Record<string, boolean>;
  /** The last free case opened from here, shown until the modal closes. */
  lastFreeCase: FreeCaseOpening | null;
  setItems(items: InventoryItem[]): void;
  setUsing(id: string, using: boolean): void;
  showFreeCase(opening: FreeCaseOpening | null): void;
  clear(): void;
}

export function createInventoryStore() {
  return createStore<InventoryState>()((set) => ({
    items: [],
    loaded: false,
    using: {},
    lastFreeCase: null,
    setItems: (items) => set({ items, loaded: true }),
    setUsing: (id, using) =>
      set((state) => {
        const next = { ...state.using };
        if (using) next[id] = true;
        else delete next[id];
        return { using: next };
      }),
    showFreeCase: (lastFreeCase) => set({ lastFreeCase }),
    clear: () => set({ items: [], loaded: false, using: {}, lastFreeCase: null }),
  }));
}

export const inventoryStore = createInventoryStore();

export function useInventory<T>(selector: (state: InventoryState) => T): T {
  return useStore(inventoryStore, selector);
}
