import tuning from '../tuning.json';
import { REVEAL_SLACK_MS } from '../../pace';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';

// The coin flip lobby as this tab knows it: every game by id, merged from the HTTP list
// and the 'coin-flip.game' events in whatever order they arrive. A flipped game stays
// "in play" until its flip has landed here (the scene on show, or the flip's time for the
// others), and only then joins the recent flips: no list shows a winner early.

/** The recent flips the lobby lists (the server keeps the last 20 too). */
export const RECENT_LIMIT = 20;

/**
 * How long after it began a flip has landed in every view watching it: the scene's flip at
 * normal pace plus the slack the server gives every reveal. A flip this tab does not show
 * joins the recent list then; the one on show joins it when its scene lands.
 */
export const FLIP_LANDED_MS = tuning.durations.flip + REVEAL_SLACK_MS;

export interface CoinFlipGamesState {
  games: ReadonlyMap<string, CoinFlipGame>;
  /**
   * For each flipped game: when its flip began, on this tab's clock (ms). A flip seen
   * live began when its event arrived; one loaded over HTTP began at its flippedAt.
   */
  flipStarts: ReadonlyMap<string, number>;
  /** Flipped games whose flip has landed here: their winner may show. */
  revealed: ReadonlySet<string>;
  /** The HTTP list has arrived. */
  loaded: boolean;
}

export const EMPTY_GAMES_STATE: CoinFlipGamesState = {
  games: new Map(),
  flipStarts: new Map(),
  revealed: new Set(),
  loaded: false,
};

export type CoinFlipGamesEvent =
  /** The HTTP list (or one game over HTTP): flips in it began at their flippedAt. */
  | { type: 'snapshot'; games: readonly CoinFlipGame[]; receivedAt: number; complete: boolean }
  /** A 'coin-flip.game' event: a flip in it began as it arrived. */
  | { type: 'game'; game: CoinFlipGame; receivedAt: number }
  /** The flip of this game has landed here. */
  | { type: 'revealed'; id: string };

/** How far along its life a state is: a game never goes back. */
const STAGE: Record<CoinFlipGame['state'], number> = {
  OPEN: 0,
  JOINED: 1,
  BOT_JOINED: 1,
  WAITING_FOR_BEACON: 2,
  FLIPPED: 3,
  CANCELLED: 3,
  REFUNDED: 3,
};

/** The later of two versions of one game: an old snapshot never undoes a newer event. */
export function newerGame(known: CoinFlipGame | undefined, incoming: CoinFlipGame): CoinFlipGame {
  if (!known) return incoming;
  return STAGE[incoming.state] >= STAGE[known.state] ? incoming : known;
}

/** When a flip began on this tab's clock: never later than when this tab learnt of it. */
function flipStartOf(game: CoinFlipGame, receivedAt: number, live: boolean): number {
  if (live || game.flippedAt === null) return receivedAt;
  const at = Date.parse(game.flippedAt);
  return Number.isFinite(at) ? Math.min(at, receivedAt) : receivedAt;
}

function merge(
  state: CoinFlipGamesState,
  incoming: readonly CoinFlipGame[],
  receivedAt: number,
  live: boolean,
): CoinFlipGamesState {
  const games = new Map(state.games);
  const flipStarts = new Map(state.flipStarts);
  const revealed = new Set(state.revealed);
  for (const game of incoming) {
    const next = newerGame(games.get(game.id), game);
    if (next.state === 'CANCELLED' || next.state === 'REFUNDED') {
      // A cancelled or refunded game leaves every list.
      games.delete(game.id);
      continue;
    }
    games.set(game.id, next);
    if (next.state === 'FLIPPED' && !flipStarts.has(next.id)) {
      const start = flipStartOf(next, receivedAt, live && next === game);
      flipStarts.set(next.id, start);
      // Long over before this tab heard of it: nothing left to animate.
      if (receivedAt - start >= FLIP_LANDED_MS) revealed.add(next.id);
    }
  }
  return prune({ ...state, games, flipStarts, revealed });
}

/** Keeps the revealed flips to the newest RECENT_LIMIT, so the map never grows unbounded. */
function prune(state: CoinFlipGamesState): CoinFlipGamesState {
  const landed = [...state.games.values()].filter(
    (game) => game.state === 'FLIPPED' && state.revealed.has(game.id),
  );
  if (landed.length <= RECENT_LIMIT) return state;
  const drop = landed.sort(byFlippedDesc).slice(RECENT_LIMIT);
  const games = new Map(state.games);
  const flipStarts = new Map(state.flipStarts);
  const revealed = new Set(state.revealed);
  for (const game of drop) {
    games.delete(game.id);
    flipStarts.delete(game.id);
    revealed.delete(game.id);
  }
  return { ...state, games, flipStarts, revealed };
}

export function coinFlipGamesReducer(
  state: CoinFlipGamesState,
  event: CoinFlipGamesEvent,
): CoinFlipGamesState {
  switch (event.type) {
    case 'snapshot': {
      const next = merge(state, event.games, event.receivedAt, false);
      return event.complete ? { ...next, loaded: true } : next;
    }
    case 'game':
      return merge(state, [event.game], event.receivedAt, true);
    case 'revealed': {
      if (state.revealed.has(event.id) || state.games.get(event.id)?.state !== 'FLIPPED') {
        return state;
      }
      return prune({ ...state, revealed: new Set([...state.revealed, event.id]) });
    }
  }
}

const time = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
const byCreatedDesc = (a: CoinFlipGame, b: CoinFlipGame) =>
  time(b.createdAt) - time(a.createdAt) || a.id.localeCompare(b.id);
const byFlippedDesc = (a: CoinFlipGame, b: CoinFlipGame) =>
  time(b.flippedAt) - time(a.flippedAt) || byCreatedDesc(a, b);

export interface CoinFlipLists {
  /** Waiting for a joiner, newest first. */
  open: CoinFlipGame[];
  /** Both seats filled, waiting for the beacon or flipping here, newest first. */
  active: CoinFlipGame[];
  /** Flips that have landed here, newest flip first. */
  recent: CoinFlipGame[];
}

/** The three lists the lobby shows. */
export function coinFlipLists(state: CoinFlipGamesState): CoinFlipLists {
  const open: CoinFlipGame[] = [];
  const active: CoinFlipGame[] = [];
  const recent: CoinFlipGame[] = [];
  for (const game of state.games.values()) {
    if (game.state === 'OPEN') open.push(game);
    else if (game.state === 'FLIPPED' && state.revealed.has(game.id)) recent.push(game);
    else active.push(game);
  }
  return {
    open: open.sort(byCreatedDesc),
    active: active.sort(byCreatedDesc),
    recent: recent.sort(byFlippedDesc).slice(0, RECENT_LIMIT),
  };
}

/** Flipped games still landing: their ids and when their flip began (this tab's clock). */
export function landingFlips(state: CoinFlipGamesState): { id: string; startedAt: number }[] {
  const landing: { id: string; startedAt: number }[] = [];
  for (const [id, startedAt] of state.flipStarts) {
    if (!state.revealed.has(id) && state.games.get(id)?.state === 'FLIPPED') {
      landing.push({ id, startedAt });
    }
  }
  return landing;
}
