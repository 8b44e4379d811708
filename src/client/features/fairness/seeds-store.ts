import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RevealedSeedPair, SeedsState } from '../../../shared/contract/fairness';
import { messageOf } from '../../lib/api-error';
import { fairnessApi, type FairnessApi } from './fairness-api';
import { randomClientSeed } from './random-client-seed';

export interface SeedsStoreState {
  /** The active pair and the next hash; null until loaded. */
  seeds: SeedsState | null;
  /** Revealed pairs, newest first; null until loaded. */
  revealed: readonly RevealedSeedPair[] | null;
  /** Where the next page of older revealed pairs starts; null when all are shown. */
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
  /**
   * Loads the pairs. A player's first pair is made with a client seed from this browser,
   * so it is the player's own and shown before the first bet.
   */
  load(): Promise<void>;
  /** Appends the next page of older revealed pairs. */
  loadMore(): Promise<void>;
  /** Reveals the active pair and starts one with this client seed; throws the server's error. */
  rotate(clientSeed: string): Promise<void>;
  reset(): void;
}

export function createSeedsStore(api: FairnessApi, newClientSeed = () => randomClientSeed()) {
  let request = 0;
  return createStore<SeedsStoreState>()((set, get) => ({
    seeds: null,
    revealed: null,
    nextCursor: null,
    loading: false,
    error: null,

    async load() {
      const mine = ++request;
      set({ loading: true });
      try {
        const [seeds, page] = await Promise.all([api.start(newClientSeed()), api.listRevealed()]);
        if (mine === request)
          set({
            seeds,
            revealed: page.pairs,
            nextCursor: page.nextCursor,
            loading: false,
            error: null,
          });
      } catch (error) {
        if (mine === request) set({ loading: false, error: messageOf(error) });
      }
    },

    async loadMore() {
      const cursor = get().nextCursor;
      if (!cursor) return;
      const mine = request;
      try {
        const page = await api.listRevealed(cursor);
        // A load or rotation since would have its own first page.
        if (mine !== request || get().nextCursor !== cursor) return;
        set({ revealed: [...(get().revealed ?? []), ...page.pairs], nextCursor: page.nextCursor });
      } catch (error) {
        if (mine === request) set({ error: messageOf(error) });
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
      set({ seeds: null, revealed: null, nextCursor: null, loading: false, error: null });
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
