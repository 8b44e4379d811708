import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet, CrashRound } from '../../../shared/contract/crash';
import { crashApi } from '../crash/crash-api';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { subscribeChannel, unsubscribeChannel } from '../realtime/realtime';
import { selectUser, useSession } from '../session/session-store';
import {
  EMPTY_ROUND_STATE,
  bettingEndsInMs,
  elapsedNow,
  ownBet,
  roundReducer,
  serverNow,
  type RoundEvent,
  type RoundState,
} from './roundState';

/** The games played in shared rounds. */
export type RoundGame = 'crash';

/** Where a round game's events come from: its channel, socket events and HTTP snapshot. */
interface RoundSource {
  channel: string;
  events: { round: string; bet: string; cashouts: string };
  snapshot: () => Promise<{ round: CrashRound | null }>;
}

const SOURCES: Record<RoundGame, RoundSource> = {
  crash: {
    channel: 'game:crash',
    events: { round: 'crash.round', bet: 'crash.bet', cashouts: 'crash.cashouts' },
    snapshot: () => crashApi.round(),
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `data` of a socket payload, when it is an object. */
function dataOf(payload: unknown): Record<string, unknown> | null {
  return isRecord(payload) && isRecord(payload.data) ? payload.data : null;
}

const isRound = (value: unknown): value is CrashRound =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.phase === 'string' &&
  typeof value.serverTime === 'string' &&
  Array.isArray(value.bets);

const isBet = (value: unknown): value is CrashBet =>
  isRecord(value) && typeof value.id === 'string' && typeof value.username === 'string';

/** A socket payload as a reducer event; null for one that is not of the expected shape. */
export function roundEventOf(
  kind: keyof RoundSource['events'],
  payload: unknown,
  receivedAt: number,
): RoundEvent | null {
  const data = dataOf(payload);
  if (!data) return null;
  if (kind === 'round') {
    return isRound(data.round) ? { type: 'snapshot', round: data.round, receivedAt } : null;
  }
  if (typeof data.roundId !== 'number') return null;
  if (kind === 'bet') {
    return isBet(data.bet) ? { type: 'bet', roundId: data.roundId, bet: data.bet } : null;
  }
  const bets = Array.isArray(data.bets) ? data.bets.filter(isBet) : [];
  return { type: 'cashouts', roundId: data.roundId, bets };
}

export interface RoundFeedDeps {
  subscribe: (channel: string) => void;
  unsubscribe: (channel: string) => void;
  on: (event: string, listener: (payload: unknown) => void) => () => void;
  now: () => number;
  /** The round over HTTP (default: the game's own call). */
  snapshot?: () => Promise<{ round: CrashRound | null }>;
}

const realtimeDeps: RoundFeedDeps = {
  subscribe: subscribeChannel,
  unsubscribe: unsubscribeChannel,
  on: onRealtimeEvent,
  now: () => Date.now(),
};

/**
 * Feeds a round game's events to `dispatch`: listens first, then subscribes (the server
 * answers a subscription with the round as it is), and asks HTTP for the round too, in
 * case the socket is not connected yet. Returns the function that stops it all.
 */
export function connectRound(
  game: RoundGame,
  dispatch: (event: RoundEvent) => void,
  deps: RoundFeedDeps = realtimeDeps,
): () => void {
  const source = SOURCES[game];
  let stopped = false;
  const stops = (Object.keys(source.events) as (keyof RoundSource['events'])[]).map((kind) =>
    deps.on(source.events[kind], (payload) => {
      const event = roundEventOf(kind, payload, deps.now());
      if (event) dispatch(event);
    }),
  );
  deps.subscribe(source.channel);
  (deps.snapshot ?? source.snapshot)().then(
    ({ round }) => {
      if (!stopped && round) dispatch({ type: 'snapshot', round, receivedAt: deps.now() });
    },
    () => undefined, // the socket's snapshot covers it
  );
  return () => {
    stopped = true;
    deps.unsubscribe(source.channel);
    for (const stop of stops) stop();
  };
}

export interface RoundView {
  state: RoundState;
  round: CrashRound | null;
  /** The viewing player's bet in this round, if any. */
  myBet: CrashBet | null;
  /** Ms the running round is in, on the server's clock; null when not running. */
  elapsedNow: () => number | null;
  /** Ms until betting closes, on the server's clock; null outside betting. */
  bettingEndsInMs: () => number | null;
  serverNow: () => number;
  /** The answer to this tab's own bet or cash-out: shown at once, before its socket event. */
  applyOwnBet: (roundId: number, bet: CrashBet) => void;
}

/** A live round for a page: its events, the server's clock, the phase and the bets. */
export function useRound(game: RoundGame): RoundView {
  const [state, dispatch] = useReducer(roundReducer, EMPTY_ROUND_STATE);
  const [ownIds, setOwnIds] = useState<ReadonlySet<string>>(() => new Set());
  const username = useSession(selectUser)?.username ?? null;
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => connectRound(game, dispatch), [game]);

  const applyOwnBet = useCallback((roundId: number, bet: CrashBet) => {
    setOwnIds((ids) => (ids.has(bet.id) ? ids : new Set([...ids, bet.id])));
    dispatch({ type: 'cashouts', roundId, bets: [bet] });
  }, []);

  const clock = useMemo(
    () => ({
      elapsedNow: () => elapsedNow(stateRef.current, Date.now()),
      bettingEndsInMs: () => bettingEndsInMs(stateRef.current, Date.now()),
      serverNow: () => serverNow(stateRef.current, Date.now()),
    }),
    [],
  );

  return {
    state,
    round: state.round,
    myBet: ownBet(state, username, ownIds),
    ...clock,
    applyOwnBet,
  };
}
