import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteJackpot } from '../../../src/shared/contract/roulette';
import { onRealtimeEvent } from '../../../src/client/features/realtime/realtime-events';
import { rouletteApi } from './roulette-api';

// The Triple Green jackpot for every page (the chat's roulette button shows it): fed by
// 'roulette.jackpot' (sent to every socket) and one GET on first use. While a roll is on
// the roulette page's screen, the page holds what shows: a new streak after the round
// would tell the result before the strip lands.

export interface JackpotState {
  /** The newest jackpot the server sent. */
  live: RouletteJackpot | null;
  /** What every view shows: the live one, except while held. */
  shown: RouletteJackpot | null;
  held: boolean;
  /** A jackpot from the server (event, answer, round): the newest wins. */
  receive(jackpot: RouletteJackpot): void;
  /** Keeps what shows until release (a roll is on screen). */
  hold(): void;
  release(): void;
}

export function createJackpotStore() {
  return createStore<JackpotState>()((set, get) => ({
    live: null,
    shown: null,
    held: false,
    receive(jackpot) {
      const same = (a: RouletteJackpot | null) =>
        a !== null && a.amount === jackpot.amount && a.greenStreak === jackpot.greenStreak;
      if (same(get().live)) return;
      set(get().held ? { live: jackpot } : { live: jackpot, shown: jackpot });
    },
    hold() {
      if (!get().held) set({ held: true });
    },
    release() {
      if (get().held) set({ held: false, shown: get().live });
    },
  }));
}

export const jackpotStore = createJackpotStore();

const isJackpot = (value: unknown): value is RouletteJackpot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouletteJackpot).amount === 'number' &&
  typeof (value as RouletteJackpot).greenStreak === 'number';

let listening = false;
let fetching = false;

/** Starts the feed once: the event for every change, and the jackpot now over HTTP. */
export function startJackpotFeed(
  store = jackpotStore,
  api: Pick<typeof rouletteApi, 'jackpot'> = rouletteApi,
): void {
  if (!listening) {
    listening = true;
    onRealtimeEvent('roulette.jackpot', (payload) => {
      const data = (payload as { data?: unknown } | null)?.data;
      if (isJackpot(data)) store.getState().receive(data);
    });
  }
  if (fetching) return;
  fetching = true;
  api.jackpot().then(
    ({ jackpot }) => {
      // An event that came first is newer than this answer.
      if (store.getState().live === null) store.getState().receive(jackpot);
    },
    () => {
      fetching = false; // the next view that needs it asks again
    },
  );
}

/** The jackpot as it may show now (null until known); starts the feed on first use. */
export function useRouletteJackpot(): RouletteJackpot | null {
  useEffect(() => startJackpotFeed(), []);
  return useStore(jackpotStore, (state) => state.shown);
}
