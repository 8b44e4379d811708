// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet, CrashRound } from '../../../shared/contract/crash';

// A live round as the page knows it: the latest snapshot, the bets that arrived since, and
// the server's clock as this browser estimates it. Pure: local time comes in as `now`
// (Date.now() in the page), so the maths is testable without timers.

export interface RoundState {
  round: CrashRound | null;
  /** serverNow = localNow + offsetMs; null until the first snapshot. */
  offsetMs: number | null;
}

export type RoundEvent =
  | { type: 'snapshot'; round: CrashRound; receivedAt: number }
  | { type: 'bet'; roundId: number; bet: CrashBet }
  | { type: 'cashouts'; roundId: number; bets: CrashBet[] };

export const EMPTY_ROUND_STATE: RoundState = { round: null, offsetMs: null };

/** A jump bigger than this means the local clock was changed: start the estimate again. */
const CLOCK_JUMP_MS = 1_000;

const PHASE_ORDER = { betting: 0, running: 1, ended: 2 } as const;

/**
 * The clock offset after one more sample. A sample (server time minus local receipt time)
 * is the true offset less the one-way latency, so the largest recent one is the closest;
 * a sample far from the estimate means a clock change and replaces it.
 */
export function nextClockOffset(previous: number | null, sample: number): number {
  if (previous === null || Math.abs(sample - previous) > CLOCK_JUMP_MS) return sample;
  return Math.max(previous, sample);
}

/** The same bet later on: a settled version (payout known) wins over an open one. */
function newer(a: CrashBet, b: CrashBet): CrashBet {
  if (a.payout !== null && b.payout === null) return a;
  return b;
}

function mergeBets(current: readonly CrashBet[], incoming: readonly CrashBet[]): CrashBet[] {
  const merged = new Map(current.map((bet) => [bet.id, bet]));
  for (const bet of incoming) {
    const known = merged.get(bet.id);
    merged.set(bet.id, known ? newer(known, bet) : bet);
  }
  return [...merged.values()];
}

/** Is `round` behind what is shown (an older round, or an earlier phase of the same one)? */
function isStale(shown: CrashRound, round: CrashRound): boolean {
  if (round.id !== shown.id) return round.id < shown.id;
  return PHASE_ORDER[round.phase] < PHASE_ORDER[shown.phase];
}

export function roundReducer(state: RoundState, event: RoundEvent): RoundState {
  switch (event.type) {
    case 'snapshot': {
      const offsetMs = nextClockOffset(
        state.offsetMs,
        Date.parse(event.round.serverTime) - event.receivedAt,
      );
      const shown = state.round;
      if (shown && isStale(shown, event.round)) return { ...state, offsetMs };
      // Bets that arrived over the socket before this snapshot of the same round stay.
      const bets =
        shown?.id === event.round.id ? mergeBets(shown.bets, event.round.bets) : event.round.bets;
      return { round: { ...event.round, bets }, offsetMs };
    }
    case 'bet':
    case 'cashouts': {
      const shown = state.round;
      if (!shown || shown.id !== event.roundId) return state;
      const incoming = event.type === 'bet' ? [event.bet] : event.bets;
      return { ...state, round: { ...shown, bets: mergeBets(shown.bets, incoming) } };
    }
  }
}

/** The server's clock now, by the estimated offset (the local clock until a snapshot). */
export function serverNow(state: RoundState, now: number): number {
  return now + (state.offsetMs ?? 0);
}

/** Ms the running round is in now: the snapshot's elapsed plus server time since it; else null. */
export function elapsedNow(state: RoundState, now: number): number | null {
  const round = state.round;
  if (round?.phase !== 'running' || round.elapsedMs === null) return null;
  const since = serverNow(state, now) - Date.parse(round.serverTime);
  return Math.max(0, round.elapsedMs + since);
}

/** Ms until betting closes (never below 0); null outside betting. */
export function bettingEndsInMs(state: RoundState, now: number): number | null {
  const round = state.round;
  if (round?.phase !== 'betting') return null;
  return Math.max(0, Date.parse(round.bettingEndsAt) - serverNow(state, now));
}

/** The player's bet in the shown round: by a bet id this tab placed, else by username. */
export function ownBet(
  state: RoundState,
  username: string | null,
  ownIds: ReadonlySet<string> = new Set(),
): CrashBet | null {
  const bets = state.round?.bets ?? [];
  return (
    bets.find((bet) => ownIds.has(bet.id)) ??
    (username === null ? undefined : bets.find((bet) => bet.username === username)) ??
    null
  );
}
