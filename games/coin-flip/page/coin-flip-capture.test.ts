import { describe, expect, it } from 'vitest';
import { flippedGame, openGame, T0 } from './coin-flip-test-games';
import {
  coinFlipCaptureReducer,
  EMPTY_COIN_FLIP_CAPTURE,
  gameOnShow,
  type CoinFlipCaptureEvent,
} from './coin-flip-capture';

const run = (events: CoinFlipCaptureEvent[]) =>
  events.reduce(coinFlipCaptureReducer, EMPTY_COIN_FLIP_CAPTURE);
const heard = (game: ReturnType<typeof openGame>, receivedAt = T0): CoinFlipCaptureEvent => ({
  type: 'game',
  game,
  receivedAt,
});

describe("the streamer's flip on show", () => {
  it('is idle at first, then the game that changed last, its side only once landed', () => {
    expect(gameOnShow(EMPTY_COIN_FLIP_CAPTURE)).toEqual({
      game: null,
      landed: false,
      flipStartedAt: undefined,
    });
    const open = openGame(1);
    const flipped = flippedGame(1, T0 + 900);
    let state = run([heard(open)]);
    expect(gameOnShow(state).game).toEqual(open);

    state = coinFlipCaptureReducer(state, heard(flipped, T0 + 1_000));
    expect(gameOnShow(state)).toEqual({ game: flipped, landed: false, flipStartedAt: T0 + 1_000 });

    state = coinFlipCaptureReducer(state, { type: 'revealed', id: flipped.id });
    expect(gameOnShow(state).landed).toBe(true);
    // Held, then back to the idle table.
    state = coinFlipCaptureReducer(state, { type: 'cleared', id: flipped.id });
    expect(gameOnShow(state).game).toBeNull();
  });

  it('never cuts a flip under way: a flip that lands meanwhile plays next, from where it is', () => {
    const first = flippedGame(1, T0);
    const second = flippedGame(2, T0 + 500);
    let state = run([heard(first, T0), heard(openGame(3), T0 + 100), heard(second, T0 + 500)]);
    expect(state.onShow).toBe(first.id);

    state = coinFlipCaptureReducer(state, { type: 'revealed', id: first.id });
    // A landed flip gives way to the next change at once.
    expect(coinFlipCaptureReducer(state, heard(openGame(4), T0 + 600)).onShow).toBe(openGame(4).id);
    state = coinFlipCaptureReducer(state, { type: 'cleared', id: first.id });
    expect(gameOnShow(state)).toMatchObject({
      game: second,
      landed: false,
      flipStartedAt: T0 + 500,
    });
    // A stale clearing changes nothing.
    expect(coinFlipCaptureReducer(state, { type: 'cleared', id: first.id })).toBe(state);
  });

  it('empties the table when the game on show is cancelled, not when another one is', () => {
    const mine = openGame(1);
    const other = openGame(2);
    let state = run([heard(other), heard(mine)]);
    state = coinFlipCaptureReducer(state, heard({ ...other, state: 'CANCELLED' }));
    expect(state.onShow).toBe(mine.id);
    state = coinFlipCaptureReducer(state, heard({ ...mine, state: 'CANCELLED' }));
    expect(gameOnShow(state).game).toBeNull();
  });
});
