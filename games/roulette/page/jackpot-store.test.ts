import { describe, expect, it } from 'vitest';
import { dispatchRealtimeEvent } from '../../../src/client/features/realtime/realtime-events';
import { createJackpotStore, startJackpotFeed } from './jackpot-store';
import type { RouletteJackpotAnswer } from './roulette-api';

const j = (amount: number, greenStreak: number) => ({ amount, greenStreak });

describe('the jackpot store', () => {
  it('shows each new jackpot, except while held: then the last one before the hold', () => {
    const store = createJackpotStore();
    store.getState().receive(j(100, 1));
    expect(store.getState().shown).toEqual(j(100, 1));
    store.getState().hold();
    store.getState().receive(j(0, 3)); // the round's result: must wait for the strip
    expect(store.getState().shown).toEqual(j(100, 1));
    expect(store.getState().live).toEqual(j(0, 3));
    store.getState().release();
    expect(store.getState().shown).toEqual(j(0, 3));
  });

  it('shows nothing it received while held before it knew any', () => {
    const store = createJackpotStore();
    store.getState().hold();
    store.getState().receive(j(5, 2));
    expect(store.getState().shown).toBeNull();
    store.getState().release();
    expect(store.getState().shown).toEqual(j(5, 2));
  });
});

describe('startJackpotFeed', () => {
  it('takes the GET answer, then every roulette.jackpot event; a later answer never wins', async () => {
    const store = createJackpotStore();
    let answer: (value: RouletteJackpotAnswer) => void = () => undefined;
    const api = { jackpot: () => new Promise<RouletteJackpotAnswer>((r) => (answer = r)) };
    startJackpotFeed(store, api);
    dispatchRealtimeEvent('roulette.jackpot', { data: j(250, 2) });
    expect(store.getState().shown).toEqual(j(250, 2));
    answer({ jackpot: j(200, 1) }); // older than the event
    await Promise.resolve();
    expect(store.getState().shown).toEqual(j(250, 2));
    dispatchRealtimeEvent('roulette.jackpot', { data: { amount: 'x' } });
    expect(store.getState().shown).toEqual(j(250, 2));
  });
});
