import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { CLIENT_INSTANT_GAMES } from '../../../../games/registry.client';
import type { BetRecord, InstantGame } from '../../../shared/contract/instantGames';
import { messageOf } from '../../lib/api-error';
import { instantGamesApi, type InstantGamesApi } from './instant-games-api';

export interface MyBetsList {
  /** Newest first; null until the first answer. */
  bets: readonly BetRecord[] | null;
  loading: boolean;
  error: string | null;
}

export interface MyBetsState {
  lists: Record<InstantGame, MyBetsList>;
  /** Fetches the list now. */
  load(game: InstantGame): Promise<void>;
  /** Fetches after a short pause, once for a burst of settled bets (rapid plinko). */
  refreshSoon(game: InstantGame): void;
  /** Forget every list (logout). */
  reset(): void;
}

export interface MyBetsDeps {
  api: Pick<InstantGamesApi, 'listMyBets'>;
  /** How long `refreshSoon` waits for more bets. */
  debounceMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const emptyList = (): MyBetsList => ({ bets: null, loading: false, error: null });
const emptyLists = (): MyBetsState['lists'] =>
  Object.fromEntries(
    CLIENT_INSTANT_GAMES.map((game) => [game, emptyList()]),
  ) as MyBetsState['lists'];

export const MY_BETS_LIMIT = 20;

export function createMyBetsStore({
  api,
  debounceMs = 400,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: MyBetsDeps) {
  const timers = new Map<InstantGame, unknown>();
  // Counts requests per game so an older, slower answer cannot replace a newer one.
  const latest = Object.fromEntries(CLIENT_INSTANT_GAMES.map((game) => [game, 0])) as Record<
    InstantGame,
    number
  >;

  return createStore<MyBetsState>()((set, get) => {
    const patch = (game: InstantGame, fields: Partial<MyBetsList>) =>
      set({ lists: { ...get().lists, [game]: { ...get().lists[game], ...fields } } });

    return {
      lists: emptyLists(),

      async load(game) {
        const request = ++latest[game];
        patch(game, { loading: true });
        try {
          const { bets } = await api.listMyBets(game, MY_BETS_LIMIT);
          if (request === latest[game]) patch(game, { bets, loading: false, error: null });
        } catch (error) {
          if (request === latest[game]) patch(game, { loading: false, error: messageOf(error) });
        }
      },

      refreshSoon(game) {
        if (timers.has(game)) clearTimer(timers.get(game));
        timers.set(
          game,
          setTimer(() => {
            timers.delete(game);
            void get().load(game);
          }, debounceMs),
        );
      },

      reset() {
        for (const timer of timers.values()) clearTimer(timer);
        timers.clear();
        for (const game of Object.keys(latest) as InstantGame[]) latest[game] += 1;
        set({ lists: emptyLists() });
      },
    };
  });
}

export const myBetsStore = createMyBetsStore({ api: instantGamesApi });

export function useMyBets(game: InstantGame): MyBetsList {
  return useStore(myBetsStore, (state) => state.lists[game]);
}
