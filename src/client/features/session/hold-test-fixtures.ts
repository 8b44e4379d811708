import type { SessionApi } from './session-api';
import type { HoldClock } from './session-store';
import type { SessionUser } from './session-types';

// What the balance-hold tests of the session store share: a clock moved by hand and a
// signed-in player at ledger position 1.

/** A clock the test moves by hand; due timers run as it passes them. */
export function manualClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  const clock: HoldClock = {
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  function advance(ms: number) {
    now += ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      timers = timers.filter((timer) => timer !== due);
      due.run();
    }
  }
  return { clock, advance, armed: () => timers.length };
}

/** Alice, 1,000.00 at ledger position 1. */
export const alice: SessionUser = {
  id: 'u1',
  username: 'alice',
  balance: 100_000,
  ledgerPosition: 1,
  roles: ['PLAYER'],
};

/** A server that signs Alice in and reads her back. */
export const aliceApi: SessionApi = {
  fetchCurrentUser: async () => alice,
  login: async () => alice,
  register: async () => alice,
  logout: async () => undefined,
};
