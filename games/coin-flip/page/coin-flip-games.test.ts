import { describe, expect, it } from 'vitest';
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { T0, flippedGame, openGame, uuid } from './coin-flip-test-games';
import {
  EMPTY_GAMES_STATE,
  FLIP_LANDED_MS,
  RECENT_LIMIT,
  coinFlipGamesReducer,
  coinFlipLists,
  landingFlips,
  newerGame,
  type CoinFlipGamesEvent,
  type CoinFlipGamesState,
} from './coin-flip-games';

const game = openGame;
const flipped = flippedGame;

const run = (events: CoinFlipGamesEvent[], from: CoinFlipGamesState = EMPTY_GAMES_STATE) =>
  events.reduce(coinFlipGamesReducer, from);

const ids = (games: CoinFlipGame[]) => games.map((g) => g.id);

describe('coin flip games', () => {
  it('lists open games and games in play newest first, each game once', () => {
    const state = run([
      { type: 'snapshot', games: [game(1), game(3)], receivedAt: T0, complete: true },
      { type: 'game', game: game(2), receivedAt: T0 },
      { type: 'game', game: game(4, { state: 'WAITING_FOR_BEACON' }), receivedAt: T0 },
      { type: 'game', game: game(5, { state: 'BOT_JOINED' }), receivedAt: T0 },
    ]);
    const lists = coinFlipLists(state);
    expect(ids(lists.open)).toEqual([uuid(3), uuid(2), uuid(1)]);
    expect(ids(lists.active)).toEqual([uuid(5), uuid(4)]);
    expect(lists.recent).toEqual([]);
    expect(state.loaded).toBe(true);
  });

  it('merges by id: an event moves a game from open to in play', () => {
    const joined = game(1, {
      state: 'JOINED',
      joiner: { username: 'taker', side: 'T', bot: false },
    });
    const state = run([
      { type: 'snapshot', games: [game(1), game(2)], receivedAt: T0, complete: true },
      { type: 'game', game: joined, receivedAt: T0 },
    ]);
    const lists = coinFlipLists(state);
    expect(ids(lists.open)).toEqual([uuid(2)]);
    expect(lists.active).toEqual([joined]);
    expect(state.games.size).toBe(2);
  });

  it('keeps the later version when an older snapshot arrives after an event', () => {
    const waiting = game(1, { state: 'WAITING_FOR_BEACON' });
    const state = run([
      { type: 'game', game: waiting, receivedAt: T0 },
      { type: 'snapshot', games: [game(1)], receivedAt: T0 + 10, complete: true },
    ]);
    expect(state.games.get(uuid(1))).toBe(waiting);
    expect(newerGame(game(1, { state: 'FLIPPED' }), game(1)).state).toBe('FLIPPED');
    expect(newerGame(game(1), game(1, { state: 'JOINED' })).state).toBe('JOINED');
  });

  it('drops cancelled games from every list, even when the open version arrives later', () => {
    const state = run([
      { type: 'snapshot', games: [game(1), game(2)], receivedAt: T0, complete: true },
      { type: 'game', game: game(1, { state: 'CANCELLED' }), receivedAt: T0 },
    ]);
    expect(ids(coinFlipLists(state).open)).toEqual([uuid(2)]);
    expect(state.games.has(uuid(1))).toBe(false);
  });

  it('holds a live flip in play until it lands, then lists it in the recent flips', () => {
    const flip = flipped(1, T0 - 60_000); // the server's clock is far behind: no matter
    let state = run([
      {
        type: 'snapshot',
        games: [game(1, { state: 'WAITING_FOR_BEACON' })],
        receivedAt: T0,
        complete: true,
      },
      { type: 'game', game: flip, receivedAt: T0 + 500 },
    ]);
    expect(ids(coinFlipLists(state).active)).toEqual([uuid(1)]);
    expect(coinFlipLists(state).recent).toEqual([]);
    // A live flip began when its event arrived.
    expect(landingFlips(state)).toEqual([{ id: uuid(1), startedAt: T0 + 500 }]);

    state = coinFlipGamesReducer(state, { type: 'revealed', id: uuid(1) });
    expect(coinFlipLists(state).active).toEqual([]);
    expect(coinFlipLists(state).recent).toEqual([flip]);
    expect(landingFlips(state)).toEqual([]);
  });

  it('starts a flip loaded over HTTP at its flippedAt, and lists long-landed flips at once', () => {
    const recent = flipped(1, T0 - FLIP_LANDED_MS - 1);
    const landing = flipped(2, T0 - 1_000);
    const state = run([
      { type: 'snapshot', games: [recent, landing], receivedAt: T0, complete: true },
    ]);
    expect(ids(coinFlipLists(state).recent)).toEqual([uuid(1)]);
    expect(ids(coinFlipLists(state).active)).toEqual([uuid(2)]);
    expect(landingFlips(state)).toEqual([{ id: uuid(2), startedAt: T0 - 1_000 }]);
    // A flippedAt ahead of this tab's clock starts when the tab heard of it.
    const ahead = run([
      { type: 'snapshot', games: [flipped(3, T0 + 5_000)], receivedAt: T0, complete: false },
    ]);
    expect(landingFlips(ahead)).toEqual([{ id: uuid(3), startedAt: T0 }]);
    expect(ahead.loaded).toBe(false);
  });

  it('orders recent flips by their flip, newest first, and keeps only the last 20', () => {
    const old = Array.from({ length: RECENT_LIMIT + 5 }, (_, i) =>
      // Created in one order, flipped in the reverse one.
      flipped(i + 1, T0 - FLIP_LANDED_MS - 100_000 - i * 1_000),
    );
    const state = run([{ type: 'snapshot', games: old, receivedAt: T0, complete: true }]);
    const recent = coinFlipLists(state).recent;
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(ids(recent)).toEqual(old.slice(0, RECENT_LIMIT).map((g) => g.id));
    expect(state.games.size).toBe(RECENT_LIMIT);
  });

  it('ignores a reveal of a game that is not flipped', () => {
    const state = run([
      { type: 'snapshot', games: [game(1)], receivedAt: T0, complete: true },
      { type: 'revealed', id: uuid(1) },
      { type: 'revealed', id: uuid(9) },
    ]);
    expect(state.revealed.size).toBe(0);
    expect(ids(coinFlipLists(state).open)).toEqual([uuid(1)]);
  });
});
