import { useCallback, useEffect, useMemo, useReducer } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { onRealtimeEvent } from '../../../src/client/features/realtime/realtime-events';
import {
  subscribeChannel,
  unsubscribeChannel,
} from '../../../src/client/features/realtime/realtime';
import { coinFlipApi } from './coin-flip-api';
import {
  EMPTY_GAMES_STATE,
  FLIP_LANDED_MS,
  coinFlipGamesReducer,
  coinFlipLists,
  landingFlips,
  type CoinFlipGamesEvent,
  type CoinFlipGamesState,
  type CoinFlipLists,
} from './coin-flip-games';
import { isRecord } from '../../../src/shared/is-record';

export const COIN_FLIP_CHANNEL = 'game:coin-flip';
export const COIN_FLIP_EVENT = 'coin-flip.game';
/** The lists a subscribing socket hears, read after it joined the channel. */
export const COIN_FLIP_LISTS_EVENT = 'coin-flip.games';

/** The game of a 'coin-flip.game' payload; null for one that is not of that shape. */
export function gameOfPayload(payload: unknown): CoinFlipGame | null {
  const game = isRecord(payload) && isRecord(payload.data) ? payload.data.game : null;
  return isRecord(game) &&
    typeof game.id === 'string' &&
    typeof game.state === 'string' &&
    typeof game.createdAt === 'string' &&
    isRecord(game.creator)
    ? (game as unknown as CoinFlipGame)
    : null;
}

export interface CoinFlipFeedDeps {
  subscribe: (channel: string) => void;
  unsubscribe: (channel: string) => void;
  on: (event: string, listener: (payload: unknown) => void) => () => void;
  list: () => Promise<Lists>;
  now: () => number;
}

const realtimeDeps: CoinFlipFeedDeps = {
  subscribe: subscribeChannel,
  unsubscribe: unsubscribeChannel,
  on: onRealtimeEvent,
  list: () => coinFlipApi.list(),
  now: () => Date.now(),
};

type Lists = { open: CoinFlipGame[]; active: CoinFlipGame[]; recent: CoinFlipGame[] };

/** The lists of a 'coin-flip.games' payload; null for one that is not of that shape. */
export function listsOfPayload(payload: unknown): Lists | null {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
  if (!data) return null;
  const { open, active, recent } = data;
  if (!Array.isArray(open) || !Array.isArray(active) || !Array.isArray(recent)) return null;
  const games = (list: unknown[]) =>
    list.map((game) => gameOfPayload({ data: { game } })).filter((g) => g !== null);
  return { open: games(open), active: games(active), recent: games(recent) };
}

/**
 * Feeds the lobby: listens first, subscribes to the channel (the server answers with the
 * lists as they are once this socket hears every change), and loads the lists over HTTP
 * too, for a socket not connected yet; events are merged by id all the same. Returns the stop.
 */
export function connectCoinFlips(
  dispatch: (event: CoinFlipGamesEvent) => void,
  onError: (error: unknown) => void,
  deps: CoinFlipFeedDeps = realtimeDeps,
): () => void {
  let stopped = false;
  const applyLists = ({ open, active, recent }: Lists) => {
    const games = [...open, ...active, ...recent];
    dispatch({ type: 'snapshot', games, receivedAt: deps.now(), complete: true });
  };
  const stops = [
    deps.on(COIN_FLIP_EVENT, (payload) => {
      const game = gameOfPayload(payload);
      if (game) dispatch({ type: 'game', game, receivedAt: deps.now() });
    }),
    deps.on(COIN_FLIP_LISTS_EVENT, (payload) => {
      const lists = listsOfPayload(payload);
      if (lists) applyLists(lists);
    }),
  ];
  deps.subscribe(COIN_FLIP_CHANNEL);
  deps.list().then(
    (lists) => {
      if (!stopped) applyLists(lists);
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    deps.unsubscribe(COIN_FLIP_CHANNEL);
    for (const stop of stops) stop();
  };
}

export interface CoinFlipGamesView extends CoinFlipLists {
  state: CoinFlipGamesState;
  /** The list could not load (the socket may still bring games). */
  failed: boolean;
  /** A game this tab's own call answered with: shown at once, before its socket event. */
  applyGame: (game: CoinFlipGame) => void;
  /** A game loaded on its own (a link to one that is not in the lists). */
  applySnapshot: (game: CoinFlipGame) => void;
  /** The scene on show has landed this game's flip. */
  reveal: (id: string) => void;
}

/** The coin flip lobby for a page: its games, kept live, and flips landing on time. */
export function useCoinFlipGames(): CoinFlipGamesView {
  const [state, dispatch] = useReducer(coinFlipGamesReducer, EMPTY_GAMES_STATE);
  const [failed, setFailed] = useReducer((_: boolean, next: boolean) => next, false);

  useEffect(() => connectCoinFlips(dispatch, () => setFailed(true)), []);

  // A flip this tab is not showing joins the recent list when it has landed everywhere.
  const landing = useMemo(() => landingFlips(state), [state]);
  useEffect(() => {
    const now = Date.now();
    const timers = landing.map(({ id, startedAt }) =>
      setTimeout(
        () => dispatch({ type: 'revealed', id }),
        Math.max(0, startedAt + FLIP_LANDED_MS - now),
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [landing]);

  const applyGame = useCallback(
    (game: CoinFlipGame) => dispatch({ type: 'game', game, receivedAt: Date.now() }),
    [],
  );
  const applySnapshot = useCallback(
    (game: CoinFlipGame) =>
      dispatch({ type: 'snapshot', games: [game], receivedAt: Date.now(), complete: false }),
    [],
  );
  const reveal = useCallback((id: string) => dispatch({ type: 'revealed', id }), []);
  const lists = useMemo(() => coinFlipLists(state), [state]);

  return { state, failed, ...lists, applyGame, applySnapshot, reveal };
}
