import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { RoundFeed } from '../../../../games/manifest.client';
import { CLIENT_GAMES } from '../../../../games/registry.client';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RoundGameKind } from '../../../../games/registry';
import type { RoundViewOf } from '../../../shared/contract/roundFaces';
import { apiRequest } from '../../lib/http';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { subscribeChannel, unsubscribeChannel } from '../realtime/realtime';
import { selectUser, useSession } from '../session/session-store';
import {
  EMPTY_ROUND_STATE,
  bettingEndsInMs,
  elapsedNow,
  ownBets,
  rollingElapsedNow,
  roundReducer,
  serverNow,
  type BetOf,
  type FixedMovingRound,
  type RoundEvent,
  type RoundLike,
  type RoundState,
} from './roundState';
import { isRecord } from '../../../shared/is-record';

/** The games played in shared rounds (the registry's), and the shape of each one's round. */
export type RoundGame = RoundGameKind;
export type RoundOf<G extends RoundGame> = RoundViewOf<G>;

/** The kinds of socket event a round game sends (each game uses some of them). */
type EventKind = 'round' | 'bet' | 'cashouts' | 'bets';

/** Where a round game's events come from: its channel, socket events and HTTP snapshot. */
interface RoundSource<R extends RoundLike> {
  channel: string;
  events: Partial<Record<EventKind, string>>;
  snapshot: () => Promise<{ round: R | null }>;
  /** Ms into the phase that moves (crash's run, roulette's roll) on the server's clock. */
  elapsed: (state: RoundState<R>, now: number) => number | null;
  feed: RoundFeed;
}

/** A round game's source, from its client manifest's feed (games/<game>/client.ts). */
function sourceOf<G extends RoundGame>(game: G): RoundSource<RoundOf<G>> {
  const feed: RoundFeed = CLIENT_GAMES.find((client) => client.kind === game)?.round ?? {};
  const { movingMs } = feed;
  return {
    channel: `game:${game}`,
    events: { round: `${game}.round`, bet: feed.bet, bets: feed.bets, cashouts: feed.cashouts },
    snapshot: () => apiRequest(`/games/${game}/round`),
    feed,
    // A fixed moving phase ends at the round's `rollingEndsAt` (roulette's); an open one is
    // measured by its `elapsedMs` (crash's).
    elapsed: (movingMs === undefined
      ? elapsedNow
      : (state: RoundState<FixedMovingRound>, now: number) =>
          rollingElapsedNow(state, now, movingMs)) as RoundSource<RoundOf<G>>['elapsed'],
  };
}

/** Ms into `game`'s moving phase on the server's clock, as its page measures it; else null. */
export function roundElapsedNow<G extends RoundGame>(
  game: G,
  state: RoundState<RoundOf<G>>,
  now: number,
): number | null {
  return sourceOf(game).elapsed(state, now);
}

/** The `data` of a socket payload, when it is an object. */
function dataOf(payload: unknown): Record<string, unknown> | null {
  return isRecord(payload) && isRecord(payload.data) ? payload.data : null;
}

const isRound = (value: unknown): value is RoundLike =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.phase === 'string' &&
  typeof value.serverTime === 'string' &&
  Array.isArray(value.bets);

const isBet = (value: unknown): value is BetOf<RoundLike> =>
  isRecord(value) && typeof value.id === 'string' && typeof value.username === 'string';

/**
 * A socket payload as a reducer event; null for one that is not of the expected shape.
 * `feed` is the game's (its client manifest's): what else its batches of bets carry.
 */
export function roundEventOf<R extends RoundLike = RoundLike>(
  kind: EventKind,
  payload: unknown,
  receivedAt: number,
  feed: Pick<RoundFeed, 'batchFields'> = {},
): RoundEvent<R> | null {
  const data = dataOf(payload);
  if (!data) return null;
  if (kind === 'round') {
    return isRound(data.round) ? { type: 'snapshot', round: data.round as R, receivedAt } : null;
  }
  if (typeof data.roundId !== 'number') return null;
  if (kind === 'bet') {
    return isBet(data.bet)
      ? { type: 'bet', roundId: data.roundId, bet: data.bet as BetOf<R> }
      : null;
  }
  const bets = (Array.isArray(data.bets) ? data.bets.filter(isBet) : []) as BetOf<R>[];
  if (kind === 'cashouts') return { type: 'cashouts', roundId: data.roundId, bets };
  const fields = feed.batchFields?.(data) as Partial<R> | undefined;
  return { type: 'bets', roundId: data.roundId, bets, ...(fields ? { fields } : {}) };
}

export interface RoundFeedDeps<R extends RoundLike = RoundLike> {
  subscribe: (channel: string) => void;
  unsubscribe: (channel: string) => void;
  on: (event: string, listener: (payload: unknown) => void) => () => void;
  now: () => number;
  /** The round over HTTP (default: the game's own call). */
  snapshot?: () => Promise<{ round: R | null }>;
}

const realtimeDeps: Omit<RoundFeedDeps, 'snapshot'> = {
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
export function connectRound<G extends RoundGame>(
  game: G,
  dispatch: (event: RoundEvent<RoundOf<G>>) => void,
  deps: RoundFeedDeps<RoundOf<G>> = realtimeDeps,
): () => void {
  const source = sourceOf(game);
  let stopped = false;
  const heard = (Object.keys(source.events) as EventKind[]).filter((kind) => source.events[kind]);
  const stops = heard.map((kind) =>
    deps.on(source.events[kind]!, (payload) => {
      const event = roundEventOf<RoundOf<G>>(kind, payload, deps.now(), source.feed);
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

export interface RoundView<R extends RoundLike = RoundLike> {
  state: RoundState<R>;
  round: R | null;
  /** The viewing player's (first) bet in this round, if any. */
  myBet: BetOf<R> | null;
  /** All the viewing player's bets in this round (roulette takes several). */
  myBets: BetOf<R>[];
  /** Ms the moving phase (crash's run, roulette's roll) is in, on the server's clock; else null. */
  elapsedNow: () => number | null;
  /** Ms until betting closes, on the server's clock; null outside betting. */
  bettingEndsInMs: () => number | null;
  serverNow: () => number;
  /** The answer to this tab's own bet or cash-out: shown at once, before its socket event. */
  applyOwnBet: (roundId: number, bet: BetOf<R>) => void;
}

function reduce<R extends RoundLike>(state: RoundState<R>, event: RoundEvent<R>): RoundState<R> {
  return roundReducer(state, event);
}

/**
 * A live round for a page: its events, the server's clock, the phase and the player's
 * bets. The page only composes; balances move from the server's answers and the socket.
 */
export function useRound<G extends RoundGame>(game: G): RoundView<RoundOf<G>> {
  type R = RoundOf<G>;
  const [state, dispatch] = useReducer(reduce<R>, EMPTY_ROUND_STATE as RoundState<R>);
  const [ownIds, setOwnIds] = useState<ReadonlySet<string>>(() => new Set());
  const username = useSession(selectUser)?.username ?? null;
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => connectRound(game, dispatch), [game]);

  const applyOwnBet = useCallback((roundId: number, bet: BetOf<R>) => {
    setOwnIds((ids) => (ids.has(bet.id) ? ids : new Set([...ids, bet.id])));
    dispatch({ type: 'bets', roundId, bets: [bet] });
  }, []);

  const clock = useMemo(() => {
    return {
      elapsedNow: () => roundElapsedNow(game, stateRef.current, Date.now()),
      bettingEndsInMs: () => bettingEndsInMs(stateRef.current, Date.now()),
      serverNow: () => serverNow(stateRef.current, Date.now()),
    };
  }, [game]);

  const myBets = useMemo(() => ownBets(state, username, ownIds), [state, username, ownIds]);
  return {
    state,
    round: state.round,
    myBet: myBets[0] ?? null,
    myBets,
    ...clock,
    applyOwnBet,
  };
}
