import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashRound } from '../../../shared/contract/crash';
import type { RouletteBet, RouletteRound } from '../../../shared/contract/roulette';
import { rouletteBatchFields } from '../../../../games/roulette/feed';
import type { RoundEvent } from './roundState';
import { connectRound, roundEventOf, type RoundFeedDeps } from './useRound';

const round: CrashRound = {
  id: 3,
  number: 30,
  phase: 'running',
  serverTime: '2026-01-01T00:00:01.000Z',
  bettingEndsAt: '2026-01-01T00:00:00.000Z',
  elapsedMs: 1_000,
  multiplier: 106,
  hash: null,
  crashPoint: null,
  bets: [],
};
const bet: CrashBet = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ana',
  amount: 100,
  autoCashout: null,
  cashedOutAt: 150,
  payout: 150,
};

describe('roundEventOf', () => {
  it('turns the three socket events into reducer events', () => {
    expect(roundEventOf('round', { data: { round } }, 5)).toEqual({
      type: 'snapshot',
      round,
      receivedAt: 5,
    });
    expect(roundEventOf('bet', { data: { roundId: 3, bet } }, 5)).toEqual({
      type: 'bet',
      roundId: 3,
      bet,
    });
    expect(roundEventOf('cashouts', { data: { roundId: 3, bets: [bet, { no: 1 }] } }, 5)).toEqual({
      type: 'cashouts',
      roundId: 3,
      bets: [bet],
    });
  });

  it('drops payloads of another shape', () => {
    expect(roundEventOf('round', { data: { round: { id: '3' } } }, 5)).toBeNull();
    expect(roundEventOf('bet', { data: { bet } }, 5)).toBeNull();
    expect(roundEventOf('cashouts', null, 5)).toBeNull();
  });
});

function fakeRealtime(snapshot: () => Promise<{ round: CrashRound | null }>) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const channels: string[] = [];
  const deps: RoundFeedDeps<CrashRound> = {
    subscribe: (channel) => channels.push(`+${channel}`),
    unsubscribe: (channel) => channels.push(`-${channel}`),
    on: (event, listener) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    now: () => 42,
    snapshot,
  };
  return { deps, listeners, channels };
}

describe('connectRound', () => {
  it('listens, subscribes to game:crash and dispatches socket and HTTP snapshots', async () => {
    const { deps, listeners, channels } = fakeRealtime(() => Promise.resolve({ round }));
    const events: RoundEvent<CrashRound>[] = [];
    const stop = connectRound('crash', (event) => events.push(event), deps);
    expect(channels).toEqual(['+game:crash']);
    expect([...listeners.keys()].sort()).toEqual(['crash.bet', 'crash.cashouts', 'crash.round']);

    listeners.get('crash.bet')?.({ data: { roundId: 3, bet } });
    await Promise.resolve();
    expect(events).toEqual([
      { type: 'bet', roundId: 3, bet },
      { type: 'snapshot', round, receivedAt: 42 },
    ]);

    stop();
    expect(channels).toEqual(['+game:crash', '-game:crash']);
    expect(listeners.size).toBe(0);
  });

  it('drops an HTTP answer that comes after it stopped', async () => {
    let answer: (value: { round: CrashRound | null }) => void = () => undefined;
    const { deps } = fakeRealtime(() => new Promise((resolve) => (answer = resolve)));
    const events: RoundEvent<CrashRound>[] = [];
    connectRound('crash', (event) => events.push(event), deps)();
    answer({ round });
    await Promise.resolve();
    expect(events).toEqual([]);
  });
});

describe('roulette rounds', () => {
  const rouletteBet: RouletteBet = {
    id: '00000000-0000-4000-8000-000000000002',
    username: 'bo',
    option: 'GREEN',
    amount: 100,
    payout: null,
    jackpot: null,
  };

  it("turns 'roulette.bets' into a batch carrying the pool it fed, as roulette's feed reads it", () => {
    const jackpot = { amount: 501, greenStreak: 2 };
    const feed = { batchFields: rouletteBatchFields };
    expect(
      roundEventOf<RouletteRound>(
        'bets',
        { data: { roundId: 4, bets: [rouletteBet, 'junk'], jackpot } },
        5,
        feed,
      ),
    ).toEqual({ type: 'bets', roundId: 4, bets: [rouletteBet], fields: { jackpot } });
    // Without the game's feed, a batch is bets only.
    expect(
      roundEventOf<RouletteRound>('bets', { data: { roundId: 4, bets: [], jackpot } }, 5),
    ).toEqual({ type: 'bets', roundId: 4, bets: [] });
    expect(roundEventOf('bets', { data: { roundId: 4, bets: [] } }, 5, feed)).toEqual({
      type: 'bets',
      roundId: 4,
      bets: [],
    });
  });

  it('listens to the roulette events and subscribes to game:roulette', () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const channels: string[] = [];
    const events: RoundEvent<RouletteRound>[] = [];
    const stop = connectRound('roulette', (event) => events.push(event), {
      subscribe: (channel) => channels.push(`+${channel}`),
      unsubscribe: (channel) => channels.push(`-${channel}`),
      on: (event, listener) => {
        listeners.set(event, listener);
        return () => listeners.delete(event);
      },
      now: () => 9,
      snapshot: () => new Promise(() => undefined),
    });
    expect(channels).toEqual(['+game:roulette']);
    expect([...listeners.keys()].sort()).toEqual(['roulette.bets', 'roulette.round']);
    listeners.get('roulette.bets')?.({
      data: { roundId: 4, bets: [rouletteBet], jackpot: { amount: 1, greenStreak: 0 } },
    });
    expect(events).toEqual([
      {
        type: 'bets',
        roundId: 4,
        bets: [rouletteBet],
        fields: { jackpot: { amount: 1, greenStreak: 0 } },
      },
    ]);
    stop();
    expect(channels).toEqual(['+game:roulette', '-game:roulette']);
    expect(listeners.size).toBe(0);
  });
});
