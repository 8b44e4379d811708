import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Hundredths } from '../../../shared/money';
import { sessionApi, type SessionApi } from './session-api';
import type { LoginInput, RegisterInput, SessionUser } from './session-types';

export interface SessionState {
  /** False until the first `/users/me` answer (or failure); the header shows skeletons until then. */
  initialized: boolean;
  /** Present exactly when logged in. */
  user: SessionUser | null;
  /** Loads the current user; safe to call again (e.g. after a realtime login). */
  load(): Promise<void>;
  login(input: LoginInput): Promise<void>;
  register(input: RegisterInput): Promise<void>;
  logout(): Promise<void>;
  /** A balance pushed by the server (`user.balance`); ignored when logged out. */
  setBalance(balance: Hundredths): void;
  /** Forget the user, e.g. after a 401 from any call. */
  clear(): void;
  /** Merge fields the server sent back (e.g. `tosAcceptance`); ignored when logged out. */
  patchUser(fields: Partial<SessionUser>): void;
}

export function createSessionStore(api: SessionApi): StoreApi<SessionState> {
  // Bumped by every login/register/logout so a slower `/users/me` answer that started
  // before them cannot overwrite the newer state.
  let generation = 0;

  return createStore<SessionState>()((set, get) => ({
    initialized: false,
    user: null,

    async load() {
      const started = generation;
      try {
        const user = await api.fetchCurrentUser();
        if (started === generation) set({ user, initialized: true });
      } catch {
        // The server could not answer: behave as a visitor rather than spin forever.
        if (started === generation) set({ initialized: true });
      }
    },

    async login(input) {
      const user = await api.login(input);
      generation += 1;
      set({ user, initialized: true });
    },

    async register(input) {
      const user = await api.register(input);
      generation += 1;
      set({ user, initialized: true });
    },

    async logout() {
      generation += 1;
      try {
        await api.logout();
      } finally {
        set({ user: null, initialized: true });
      }
    },

    setBalance(balance) {
      const user = get().user;
      if (user && user.balance !== balance) set({ user: { ...user, balance } });
    },

    clear() {
      generation += 1;
      set({ user: null, initialized: true });
    },

    patchUser(fields) {
      const user = get().user;
      if (user) set({ user: { ...user, ...fields } });
    },
  }));
}

/** The app's one session store. */
export const sessionStore = createSessionStore(sessionApi);

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const selectUser = (state: SessionState) => state.user;
export const selectIsLoggedIn = (state: SessionState) => state.user !== null;
export const selectInitialized = (state: SessionState) => state.initialized;
