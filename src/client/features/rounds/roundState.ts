// A live round as the page knows it: the latest snapshot, the bets that arrived since, and
// the server's clock as this browser estimates it. Pure: local time comes in as `now`
// (Date.now() in the page), so the maths is testable without timers. One reducer serves
// every round game: crash and roulette rounds share the fields it reads.

/** What the reducer needs of a bet: an id, who placed it, and whether it is settled. */
export interface RoundBetLike {
  id: string;
  username: string;
  payout: number | null;
}

/** What the reducer needs of a round snapshot. */
export interface RoundLike {
  id: number;
  phase: string;
  serverTime: string;
  bettingEndsAt: string;
  bets: readonly RoundBetLike[];
}

export type BetOf<R extends RoundLike> = R['bets'][number];

/** A round whose moving phase is open-ended (crash's climb): the server says how far in it is. */
export interface OpenMovingRound extends RoundLike {
  elapsedMs: number | null;
}

/** A round whose moving phase has a fixed length (roulette's roll): the server says when it ends. */
export interface FixedMovingRound extends RoundLike {
  rollingEndsAt: string | null;
}

export interface RoundState<R extends RoundLike = RoundLike> {
  round: R | null;
  /** serverNow = localNow + offsetMs; null until the first snapshot. */
  offsetMs: number | null;
}

export type RoundEvent<R extends RoundLike = RoundLike> =
  | { type: 'snapshot'; round: R; receivedAt: number }
  | { type: 'bet'; roundId: number; bet: BetOf<R> }
  | { type: 'cashouts'; roundId: number; bets: BetOf<R>[] }
  /** New or changed bets of a round, with round fields they came with (roulette's jackpot). */
  | { type: 'bets'; roundId: number; bets: BetOf<R>[]; fields?: Partial<Omit<R, 'bets'>> };

export const EMPTY_ROUND_STATE: RoundState<never> = { round: null, offsetMs: null };

/** A jump bigger than this means the local clock was changed: start the estimate again. */
const CLOCK_JUMP_MS = 1_000;

/** Phases in order; crash's 'running' and roulette's 'rolling' are the same step. */
const PHASE_ORDER: Readonly<Record<string, number>> = {
  betting: 0,
  running: 1,
  rolling: 1,
  ended: 2,
};

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
function newer<B extends RoundBetLike>(a: B, b: B): B {
  if (a.payout !== null && b.payout === null) return a;
  return b;
}

function mergeBets<B extends RoundBetLike>(current: readonly B[], incoming: readonly B[]): B[] {
  const merged = new Map(current.map((bet) => [bet.id, bet]));
  for (const bet of incoming) {
    const known = merged.get(bet.id);
    merged.set(bet.id, known ? newer(known, bet) : bet);
  }
  return [...merged.values()];
}

/** Is `round` behind what is shown (an older round, or an earlier phase of the same one)? */
function isStale(shown: RoundLike, round: RoundLike): boolean {
  if (round.id !== shown.id) return round.id < shown.id;
  return (PHASE_ORDER[round.phase] ?? 0) < (PHASE_ORDER[shown.phase] ?? 0);
}

export function roundReducer<R extends RoundLike>(
  state: RoundState<R>,
  event: RoundEvent<R>,
): RoundState<R> {
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
        shown?.id === event.round.id
          ? mergeBets<BetOf<R>>(shown.bets, event.round.bets)
          : event.round.bets;
      return { round: { ...event.round, bets }, offsetMs };
    }
    case 'bet':
    case 'cashouts':
    case 'bets': {
      const shown = state.round;
      if (!shown || shown.id !== event.roundId) return state;
      const incoming = event.type === 'bet' ? [event.bet] : event.bets;
      // Fields that came with bets describe the betting phase: a later phase keeps its own.
      const fields = event.type === 'bets' && shown.phase === 'betting' ? event.fields : undefined;
      return {
        ...state,
        round: { ...shown, ...fields, bets: mergeBets<BetOf<R>>(shown.bets, incoming) },
      };
    }
  }
}

/** The server's clock now, by the estimated offset (the local clock until a snapshot). */
export function serverNow(state: RoundState<RoundLike>, now: number): number {
  return now + (state.offsetMs ?? 0);
}

/** Ms the running round is in now: the snapshot's elapsed plus server time since it; else null. */
export function elapsedNow(state: RoundState<OpenMovingRound>, now: number): number | null {
  const round = state.round;
  if (round?.phase !== 'running' || round.elapsedMs === null) return null;
  const since = serverNow(state, now) - Date.parse(round.serverTime);
  return Math.max(0, round.elapsedMs + since);
}

/**
 * Ms the rolling round is in now (roulette's), from when its moving phase ends
 * (`rollingEndsAt`) less that phase's length; else null.
 */
export function rollingElapsedNow(
  state: RoundState<FixedMovingRound>,
  now: number,
  rollingMs: number,
): number | null {
  const round = state.round;
  if (round?.phase !== 'rolling' || round.rollingEndsAt === null) return null;
  const left = Date.parse(round.rollingEndsAt) - serverNow(state, now);
  return Math.min(rollingMs, Math.max(0, rollingMs - left));
}

/** Ms until betting closes (never below 0); null outside betting. */
export function bettingEndsInMs(state: RoundState<RoundLike>, now: number): number | null {
  const round = state.round;
  if (round?.phase !== 'betting') return null;
  return Math.max(0, Date.parse(round.bettingEndsAt) - serverNow(state, now));
}

/** The player's bet in the shown round: by a bet id this tab placed, else by username. */
export function ownBet<R extends RoundLike>(
  state: RoundState<R>,
  username: string | null,
  ownIds: ReadonlySet<string> = new Set(),
): BetOf<R> | null {
  const bets: readonly BetOf<R>[] = state.round?.bets ?? [];
  return (
    bets.find((bet) => ownIds.has(bet.id)) ??
    (username === null ? undefined : bets.find((bet) => bet.username === username)) ??
    null
  );
}

/** All the player's bets in the shown round (roulette takes several): by id or username. */
export function ownBets<R extends RoundLike>(
  state: RoundState<R>,
  username: string | null,
  ownIds: ReadonlySet<string> = new Set(),
): BetOf<R>[] {
  const bets: readonly BetOf<R>[] = state.round?.bets ?? [];
  return bets.filter(
    (bet) => ownIds.has(bet.id) || (username !== null && bet.username === username),
  );
}
