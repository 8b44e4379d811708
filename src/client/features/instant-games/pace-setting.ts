import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_PACE, PACES, type Pace } from '../../../../games/pace';

// The pace each game plays at (normal, turbo, instant), remembered per player and game in
// this browser. Bets send it, so the server knows when the betting tab's animation lands.

const KEY_PREFIX = 'gemdrop:pace:';

/** The storage the setting lives in (a storage that throws counts as empty). */
export interface PaceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStorage(): PaceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isPace = (value: unknown): value is Pace => PACES.includes(value as Pace);
const keyOf = (player: string, game: string) => `${KEY_PREFIX}${player}:${game}`;

interface PaceState {
  /** Whose settings are loaded: a user id, or 'visitor'. */
  player: string;
  paces: Record<string, Pace>;
}

export function createPaceSetting(storage: () => PaceStorage | null = browserStorage) {
  const store = createStore<PaceState>(() => ({ player: 'visitor', paces: {} }));

  function read(player: string, game: string): Pace {
    try {
      const saved = storage()?.getItem(keyOf(player, game));
      return isPace(saved) ? saved : DEFAULT_PACE;
    } catch {
      return DEFAULT_PACE;
    }
  }

  return {
    store,
    /** The pace of a game for the current player. */
    get(game: string): Pace {
      const { player, paces } = store.getState();
      return paces[game] ?? read(player, game);
    },
    set(game: string, pace: Pace): void {
      const { player, paces } = store.getState();
      store.setState({ paces: { ...paces, [game]: pace } });
      try {
        storage()?.setItem(keyOf(player, game), pace);
      } catch {
        // Private mode: the pace holds for this visit only.
      }
    },
    /** Another player signed in (or out): their own settings apply from now on. */
    usePlayer(player: string | null): void {
      const id = player ?? 'visitor';
      if (id !== store.getState().player) store.setState({ player: id, paces: {} });
    },
  };
}

export const paceSetting = createPaceSetting();

/** The pace of a game, kept live for React. */
export function usePace(game: string): Pace {
  return useStore(paceSetting.store, (state) => state.paces[game] ?? paceSetting.get(game));
}
