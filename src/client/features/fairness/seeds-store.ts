import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RevealedSeedPair, SeedsState } from '../../../shared/contract/fairness';
import { messageOf } from '../../lib/api-error';
import { fairnessApi, type FairnessApi } from './fairness-api';

export interface SeedsStoreState {
  /** The active pair and the next hash; null until loaded. */
  seeds: SeedsState | null;
  /** Revealed pairs, newest first; null until loaded. */
  revealed: readonly RevealedSeedPair[] | null;
  loading: boolean;
  error: string | null;
  load(): Promise<void>;
  /** Reveals the active pair and starts one with this client seed; throws the server's error. */
  rotate(clientSeed: string): Promise<void>;
  reset(): void;
}

export function createSeedsStore(api: FairnessApi) {
  let request = 0;
  return createStore<SeedsStoreState>()((set, get) => ({
    seeds: null,
    revealed: null,
    loading: false,
    error: null,

    async load() {
      const mine = ++request;
      set({ loading: true });
      try {
        const [seeds, { pairs }] = await Promise.all([api.getSeeds(), api.listRevealed()]);
        if (mine === request) set({ seeds, revealed: pairs, loading: false, error: null });
      } catch (error) {
        if (mine === request) set({ loading: false, error: messageOf(error) });
      }
    },

    async rotate(clientSeed) {
      const answer = await api.rotate(clientSeed);
      request += 1; // a load already on its way would show the pair before the rotation
      const pair: RevealedSeedPair = {
        ...answer.revealed,
        // The list call stamps these; until it answers, the moment of rotation serves.
        createdAt: new Date().toISOString(),
        revealedAt: new Date().toISOString(),
      };
      set({
        seeds: { active: answer.active, next: answer.next },
        revealed: [pair, ...(get().revealed ?? [])],
        error: null,
      });
      await get().load();
    },

    reset() {
      request += 1;
      set({ seeds: null, revealed: null, loading: false, error: null });
    },
  }));
}

export const seedsStore = createSeedsStore(fairnessApi);

export function useSeeds<T>(selector: (state: SeedsStoreState) => T): T {
  return useStore(seedsStore, selector);
}

/** The revealed server seed whose hash this is, if the pair was rotated. */
export function revealedSeedFor(
  revealed: readonly RevealedSeedPair[] | null,
  serverSeedHash: string,
): string | undefined {
  return revealed?.find((pair) => pair.serverSeedHash === serverSeedHash)?.serverSeed;
}
