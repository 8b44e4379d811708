import { describe, expect, it } from 'vitest';
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import type { CoinFlipGamesEvent } from './coin-flip-games';
import { T0, openGame } from './coin-flip-test-games';
import {
  COIN_FLIP_CHANNEL,
  COIN_FLIP_EVENT,
  COIN_FLIP_LISTS_EVENT,
  connectCoinFlips,
  gameOfPayload,
  type CoinFlipFeedDeps,
} from './use-coin-flip-games';

function feed(list: CoinFlipFeedDeps['list']) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const channels: string[] = [];
  const deps: CoinFlipFeedDeps = {
    subscribe: (channel) => channels.push(`+${channel}`),
    unsubscribe: (channel) => channels.push(`-${channel}`),
    on: (event, listener) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    list,
    now: () => T0,
  };
  return { deps, listeners, channels };
}

describe('connectCoinFlips', () => {
  it('listens, subscribes, loads the list, and undoes it all on stop', async () => {
    const events: CoinFlipGamesEvent[] = [];
    const errors: unknown[] = [];
    const game = openGame(1);
    const { deps, listeners, channels } = feed(async () => ({
      open: [game],
      active: [],
      recent: [],
    }));
    const stop = connectCoinFlips(
      (event) => events.push(event),
      (e) => errors.push(e),
      deps,
    );
    expect(channels).toEqual([`+${COIN_FLIP_CHANNEL}`]);
    // An event that overtakes the list arrives as a live game.
    const joined: CoinFlipGame = { ...openGame(2), state: 'JOINED' };
    listeners.get(COIN_FLIP_EVENT)?.({ data: { game: joined } });
    listeners.get(COIN_FLIP_EVENT)?.({ data: { nothing: true } });
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual([
      { type: 'game', game: joined, receivedAt: T0 },
      { type: 'snapshot', games: [game], receivedAt: T0, complete: true },
    ]);
    stop();
    expect(channels).toEqual([`+${COIN_FLIP_CHANNEL}`, `-${COIN_FLIP_CHANNEL}`]);
    expect(listeners.size).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reports a list that failed, and nothing once stopped', async () => {
    const errors: unknown[] = [];
    const failing = feed(() => Promise.reject(new Error('offline')));
    connectCoinFlips(
      () => undefined,
      (e) => errors.push(e),
      failing.deps,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([new Error('offline')]);

    const late: unknown[] = [];
    const events: CoinFlipGamesEvent[] = [];
    const slow = feed(async () => ({ open: [openGame(1)], active: [], recent: [] }));
    connectCoinFlips(
      (event) => events.push(event),
      (e) => late.push(e),
      slow.deps,
    )();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
  });

  it("applies the lists a subscription answers with, as the HTTP list's", async () => {
    const events: CoinFlipGamesEvent[] = [];
    const { deps, listeners } = feed(() => new Promise(() => undefined)); // HTTP never answers
    connectCoinFlips(
      (event) => events.push(event),
      () => undefined,
      deps,
    );
    const open = openGame(3);
    listeners.get(COIN_FLIP_LISTS_EVENT)?.({ data: { open: [open], active: [], recent: [] } });
    listeners.get(COIN_FLIP_LISTS_EVENT)?.({ data: { open: 'nope' } });
    expect(events).toEqual([{ type: 'snapshot', games: [open], receivedAt: T0, complete: true }]);
  });

  it('accepts only payloads that carry a game', () => {
    expect(gameOfPayload({ data: { game: openGame(1) } })).toEqual(openGame(1));
    for (const bad of [null, 'x', { data: null }, { data: { game: { id: 1 } } }]) {
      expect(gameOfPayload(bad)).toBeNull();
    }
  });
});
