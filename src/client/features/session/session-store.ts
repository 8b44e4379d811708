import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Hundredths } from '../../../shared/money';
import {
  BalanceHold,
  type PositionedBalance,
  type RevealHold,
  type Settlement,
} from './balance-hold';
import { browserRevealChannel, type RevealChannel } from './reveal-channel';
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
  /**
   * A balance pushed by the server (`user.balance`), at its ledger position; ignored when
   * logged out, and when older than the balance already shown. With `reveal`, the payout it
   * includes stays held until the betting tab's animation has landed (`inMs` from now).
   */
  setBalance(balance: PositionedBalance, reveal?: RevealHold): void;
  /** Forget the user, e.g. after a 401 from any call. */
  clear(): void;
  /** Merge fields the server sent back (e.g. `tosAcceptance`); ignored when logged out. */
  patchUser(fields: Partial<SessionUser>): void;
  /**
   * Pending-payout hold (balance-hold.ts): `user.balance` is the balance shown, which takes
   * a stake at once and a payout only when its animation lands. A bet is sent: its ticket.
   */
  placeBet(stake: Hundredths): number;
  /** The bet's answer: the server's balance, and its payout held until `releasePayout`. */
  settleBet(ticket: number, settlement: Settlement): void;
  /** The bet failed: its stake shows again. */
  cancelBet(ticket: number): void;
  /** The scene revealed this outcome: its payout shows now. */
  releasePayout(revealId: string): void;
  /**
   * Holds a payout the server credited at `ledgerPosition` without an answer of ours (a
   * round game paying over the socket) until `releasePayout(revealId)`.
   */
  holdPayout(revealId: string, payout: Hundredths, ledgerPosition: number): void;
}

type SetState = StoreApi<SessionState>['setState'];
type GetState = StoreApi<SessionState>['getState'];

/** Puts the hold's shown balance into `user.balance` when it changed. */
function showHeld(hold: BalanceHold, get: GetState, set: SetState): void {
  const user = get().user;
  const balance = hold.shown();
  if (user && balance !== null && user.balance !== balance) set({ user: { ...user, balance } });
}

const positioned = (user: SessionUser): PositionedBalance => ({
  balance: user.balance,
  ledgerPosition: user.ledgerPosition,
});

/**
 * The payouts a fresh read of the user (`/users/me`, the start-up read, a login) says its
 * balance includes without their animations having landed: held exactly as a live tab holds
 * the `reveal` of a `user.balance`, so a tab that signs in mid-animation shows no win early.
 * Answers whether any hold was added.
 */
function holdPending(hold: BalanceHold, user: SessionUser | null, now: number): boolean {
  let added = false;
  for (const reveal of user?.pendingReveals ?? [])
    if (hold.holdRevealed(reveal, reveal.ledgerPosition, now)) added = true;
  return added;
}

/** The user as the store keeps it: the pending reveals live in the hold, not on the user. */
function withoutReveals(user: SessionUser): SessionUser {
  const kept = { ...user };
  delete kept.pendingReveals;
  return kept;
}

/**
 * A user from `/users/me`: the same account keeps its holds (and its newer balance, if the
 * answer is older than one already shown), another starts afresh; the payouts it says have
 * not landed are held either way.
 */
function withHeldBalance(
  hold: BalanceHold,
  current: SessionUser | null,
  user: SessionUser | null,
  now: number,
) {
  if (user && user.id === current?.id) hold.report(positioned(user));
  else hold.reset(user ? positioned(user) : null);
  holdPending(hold, user, now);
  const balance = hold.shown();
  const shown = user && balance !== null ? { ...withoutReveals(user), balance } : user;
  // XP only grows: an answer that left before a pushed `user.xp-updated` keeps the newer XP.
  const newerXp = current?.xp;
  if (shown && newerXp && shown.id === current.id && !(shown.xp && shown.xp.total >= newerXp.total))
    return { ...shown, xp: newerXp };
  return shown;
}

/** The clock and timer the store's timed holds run on (a fake in tests). */
export interface HoldClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

const browserClock: HoldClock = {
  // Monotonic: a changed system clock cannot shorten a hold.
  now: () => performance.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** The longest another tab's win waits for this browser's betting tab to land (ms). */
export const FOLLOW_MS = 15_000;
/** How long after its own landing the betting tab tells the others (ms). */
export const LANDED_AFTER_MS = 50;

export function createSessionStore(
  api: SessionApi,
  clock: HoldClock = browserClock,
  reveals: RevealChannel | null = null,
): StoreApi<SessionState> {
  // Bumped by every login/register/logout so a slower `/users/me` answer that started
  // before them cannot overwrite the newer state.
  let generation = 0;
  // What patchUser changed while a `/users/me` read was out: that answer left before the
  // change (a switched setting) and must not undo it. Emptied once no read is out.
  let patchLog: Array<Partial<SessionUser>> = [];
  let readsOut = 0;
  const hold = new BalanceHold();
  let timer: unknown = null;
  /** This tab's own held payouts, which the other tabs of the browser follow. */
  const playing = new Set<string>();

  /** One timer, for the earliest timed hold: it shows that payout and arms the next. */
  function armExpiry(get: GetState, set: SetState): void {
    if (timer !== null) clock.clearTimer(timer);
    timer = null;
    const next = hold.nextExpiry();
    if (next === null) return;
    timer = clock.setTimer(
      () => {
        timer = null;
        hold.expire(clock.now());
        showHeld(hold, get, set);
        armExpiry(get, set);
      },
      Math.max(0, next - clock.now()),
    );
  }

  /** A login or registration: a new account, from its own balance and pending reveals. */
  function signedIn(user: SessionUser, get: GetState, set: SetState): void {
    generation += 1;
    set({ user: withHeldBalance(hold, null, user, clock.now()), initialized: true });
    armExpiry(get, set);
  }

  const store = createStore<SessionState>()((set, get) => ({
    initialized: false,
    user: null,

    async load() {
      const started = generation;
      const patchedBefore = patchLog.length;
      readsOut += 1;
      try {
        const answer = await api.fetchCurrentUser();
        const current = get().user;
        const user =
          answer && answer.id === current?.id
            ? Object.assign({ ...answer }, ...patchLog.slice(patchedBefore))
            : answer;
        if (started === generation) {
          set({ user: withHeldBalance(hold, current, user, clock.now()), initialized: true });
          armExpiry(get, set);
        }
      } catch {
        // The server could not answer: behave as a visitor rather than spin forever.
        if (started === generation) set({ initialized: true });
      } finally {
        readsOut -= 1;
        if (readsOut === 0) patchLog = [];
      }
    },

    async login(input) {
      signedIn(await api.login(input), get, set);
    },

    async register(input) {
      signedIn(await api.register(input), get, set);
    },

    async logout() {
      generation += 1;
      try {
        await api.logout();
      } finally {
        hold.reset(null);
        set({ user: null, initialized: true });
      }
    },

    setBalance(balance, reveal) {
      if (!get().user) return;
      hold.report(balance);
      if (reveal && balance.ledgerPosition !== undefined) {
        if (hold.holdRevealed(reveal, balance.ledgerPosition, clock.now())) armExpiry(get, set);
      }
      showHeld(hold, get, set);
    },

    clear() {
      generation += 1;
      hold.reset(null);
      set({ user: null, initialized: true });
    },

    patchUser(fields) {
      const user = get().user;
      if (!user) return;
      if (readsOut > 0) patchLog.push(fields);
      set({ user: { ...user, ...fields } });
    },

    placeBet(stake) {
      const ticket = hold.begin(stake);
      showHeld(hold, get, set);
      return ticket;
    },

    settleBet(ticket, settlement) {
      hold.settle(ticket, settlement);
      if (reveals && settlement.payout > 0) {
        playing.add(settlement.revealId);
        reveals.post({ kind: 'playing', id: settlement.revealId });
      }
      // Its own answer may have taken the place of a timed hold the socket brought first.
      armExpiry(get, set);
      showHeld(hold, get, set);
    },

    cancelBet(ticket) {
      hold.cancel(ticket);
      showHeld(hold, get, set);
    },

    releasePayout(revealId) {
      hold.release(revealId);
      // Told a few frames later, once this tab's page has rendered the landing: no other first.
      if (playing.delete(revealId))
        clock.setTimer(() => reveals?.post({ kind: 'landed', id: revealId }), LANDED_AFTER_MS);
      showHeld(hold, get, set);
    },

    holdPayout(revealId, payout, ledgerPosition) {
      hold.hold(revealId, payout, ledgerPosition);
      showHeld(hold, get, set);
    },
  }));
  reveals?.listen(({ kind, id }) => {
    if (kind === 'playing') hold.follow(id, clock.now() + FOLLOW_MS);
    else if (kind === 'landed') hold.release(id);
    else hold.unfollow(id);
    armExpiry(store.getState, store.setState);
    showHeld(hold, store.getState, store.setState);
  });
  // A hidden or closing tab stops animating: the other tabs fall back to the server's estimate.
  if (reveals && typeof document !== 'undefined') {
    const leave = () => {
      for (const id of playing) reveals.post({ kind: 'gone', id });
    };
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
    window.addEventListener('pagehide', leave);
  }
  return store;
}

/** The app's one session store. */
export const sessionStore = createSessionStore(sessionApi, browserClock, browserRevealChannel());

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const selectUser = (state: SessionState) => state.user;
export const selectIsLoggedIn = (state: SessionState) => state.user !== null;
export const selectInitialized = (state: SessionState) => state.initialized;
