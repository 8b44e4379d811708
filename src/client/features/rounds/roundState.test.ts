import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashRound } from '../../../shared/contract/crash';
import type { RouletteBet, RouletteRound } from '../../../shared/contract/roulette';
import {
  EMPTY_ROUND_STATE,
  bettingEndsInMs,
  elapsedNow,
  nextClockOffset,
  ownBet,
  ownBets,
  rollingElapsedNow,
  roundReducer,
  type RoundEvent,
  type RoundState,
} from './roundState';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function round(fields: Partial<CrashRound> = {}): CrashRound {
  return {
    id: 7,
    number: 70,
    phase: 'betting',
    serverTime: iso(T0),
    bettingEndsAt: iso(T0 + 6_000),
    elapsedMs: null,
    multiplier: null,
    hash: null,
    crashPoint: null,
    bets: [],
    ...fields,
  };
}

function bet(id: string, fields: Partial<CrashBet> = {}): CrashBet {
  return {
    id,
    username: `user-${id}`,
    amount: 100,
    autoCashout: null,
    cashedOutAt: null,
    payout: null,
    ...fields,
  };
}

const snapshot = (r: CrashRound, receivedAt = T0): Parameters<typeof roundReducer>[1] => ({
  type: 'snapshot',
  round: r,
  receivedAt,
});

describe('nextClockOffset', () => {
  it('takes the first sample', () => {
    expect(nextClockOffset(null, -250)).toBe(-250);
  });
  it('keeps the largest sample: the one with the least latency', () => {
    expect(nextClockOffset(100, 60)).toBe(100);
    expect(nextClockOffset(100, 140)).toBe(140);
  });
  it('starts again when the local clock jumped', () => {
    expect(nextClockOffset(100, -5_000)).toBe(-5_000);
  });
});

describe('roundReducer', () => {
  it('derives the clock offset from the snapshot and the local receipt time', () => {
    const state = roundReducer(EMPTY_ROUND_STATE, snapshot(round(), T0 - 300));
    expect(state.offsetMs).toBe(300);
    expect(state.round?.id).toBe(7);
  });

  it('adds bets and cash-outs of the shown round and ignores those of another', () => {
    let state = roundReducer(EMPTY_ROUND_STATE, snapshot(round()));
    state = roundReducer(state, { type: 'bet', roundId: 7, bet: bet('a') });
    state = roundReducer(state, { type: 'bet', roundId: 6, bet: bet('old') });
    state = roundReducer(state, {
      type: 'cashouts',
      roundId: 7,
      bets: [bet('a', { cashedOutAt: 153, payout: 153 })],
    });
    expect(state.round?.bets).toEqual([bet('a', { cashedOutAt: 153, payout: 153 })]);
  });

  it('keeps bets that arrived before a snapshot of the same round, and settled ones', () => {
    let state = roundReducer(EMPTY_ROUND_STATE, snapshot(round({ bets: [bet('a')] })));
    state = roundReducer(state, { type: 'bet', roundId: 7, bet: bet('b') });
    state = roundReducer(state, {
      type: 'cashouts',
      roundId: 7,
      bets: [bet('a', { cashedOutAt: 120, payout: 120 })],
    });
    // A snapshot taken before the cash-out (bet a still open) does not undo it.
    state = roundReducer(state, snapshot(round({ phase: 'running', bets: [bet('a')] })));
    expect(state.round?.phase).toBe('running');
    expect(state.round?.bets.map((b) => [b.id, b.payout])).toEqual([
      ['a', 120],
      ['b', null],
    ]);
  });

  it('replaces the bets when a new round begins', () => {
    let state = roundReducer(EMPTY_ROUND_STATE, snapshot(round({ bets: [bet('a')] })));
    state = roundReducer(state, snapshot(round({ id: 8, number: 71 })));
    expect(state.round?.id).toBe(8);
    expect(state.round?.bets).toEqual([]);
  });

  it('ignores a stale snapshot (older round, or earlier phase) but still samples the clock', () => {
    let state = roundReducer(EMPTY_ROUND_STATE, snapshot(round({ id: 8, phase: 'running' })));
    const older = roundReducer(state, snapshot(round({ id: 7, phase: 'ended' }), T0 - 200));
    expect(older.round?.id).toBe(8);
    expect(older.offsetMs).toBe(200);
    state = roundReducer(state, snapshot(round({ id: 8, phase: 'betting' })));
    expect(state.round?.phase).toBe('running');
  });
});

describe('clock maths', () => {
  const running = (offset: number): RoundState<CrashRound> => ({
    round: round({ phase: 'running', elapsedMs: 1_000 }),
    offsetMs: offset,
  });

  it('moves the elapsed time on by the server clock since the snapshot', () => {
    // Local clock 500 ms behind the server: 200 ms of local time after the snapshot
    // the server is 700 ms past it.
    expect(elapsedNow(running(500), T0 - 500 + 700)).toBe(1_700);
    expect(elapsedNow(running(0), T0 + 250)).toBe(1_250);
  });

  it('has no elapsed time outside a running round', () => {
    expect(elapsedNow({ round: round(), offsetMs: 0 }, T0)).toBeNull();
    expect(elapsedNow(EMPTY_ROUND_STATE, T0)).toBeNull();
  });

  it('counts the betting down on the server clock, never below zero', () => {
    const betting: RoundState<CrashRound> = { round: round(), offsetMs: -1_000 };
    expect(bettingEndsInMs(betting, T0 + 1_000)).toBe(6_000);
    expect(bettingEndsInMs(betting, T0 + 9_000)).toBe(0);
    expect(bettingEndsInMs(running(0), T0)).toBeNull();
  });
});

describe('ownBet', () => {
  const state: RoundState<CrashRound> = {
    round: round({ bets: [bet('a'), bet('b', { username: 'me' })] }),
    offsetMs: 0,
  };
  it('finds the bet by an id this tab placed first, then by username', () => {
    expect(ownBet(state, 'me', new Set(['a']))?.id).toBe('a');
    expect(ownBet(state, 'me')?.id).toBe('b');
    expect(ownBet(state, null)).toBeNull();
    expect(ownBet(state, 'someone else')).toBeNull();
  });
});

describe('roulette rounds in the same reducer', () => {
  const rouletteRound = (fields: Partial<RouletteRound> = {}): RouletteRound => ({
    id: 7,
    number: 70,
    phase: 'betting',
    serverTime: iso(T0),
    bettingEndsAt: iso(T0 + 15_000),
    rollingEndsAt: null,
    slot: null,
    outcome: null,
    hash: null,
    landingOffset: null,
    jackpot: { amount: 1_000, greenStreak: 0 },
    jackpotPaid: null,
    bets: [],
    ...fields,
  });
  const rouletteBet = (id: string, fields: Partial<RouletteBet> = {}): RouletteBet => ({
    id,
    username: `user-${id}`,
    option: 'RED',
    amount: 100,
    payout: null,
    jackpot: null,
    ...fields,
  });

  it('adds batched bets with the pool they fed while betting, not after', () => {
    let state: RoundState<RouletteRound> = roundReducer(EMPTY_ROUND_STATE, {
      type: 'snapshot',
      round: rouletteRound(),
      receivedAt: T0,
    } as RoundEvent<RouletteRound>);
    state = roundReducer(state, {
      type: 'bets',
      roundId: 7,
      bets: [rouletteBet('a'), rouletteBet('b', { option: 'GREEN' })],
      fields: { jackpot: { amount: 1_001, greenStreak: 0 } },
    });
    expect(state.round?.bets.map((b) => b.id)).toEqual(['a', 'b']);
    expect(state.round?.jackpot).toEqual({ amount: 1_001, greenStreak: 0 });
    // Rolling: a late batch's pool must not replace the round's own.
    state = roundReducer(state, {
      type: 'snapshot',
      round: rouletteRound({ phase: 'rolling', jackpot: { amount: 1_002, greenStreak: 0 } }),
      receivedAt: T0,
    });
    state = roundReducer(state, {
      type: 'bets',
      roundId: 7,
      bets: [],
      fields: { jackpot: { amount: 5, greenStreak: 2 } },
    });
    expect(state.round?.jackpot).toEqual({ amount: 1_002, greenStreak: 0 });
    expect(state.round?.bets.map((b) => b.id)).toEqual(['a', 'b']);
  });

  it("orders roulette's phases: a rolling snapshot is not undone by a betting one", () => {
    let state: RoundState<RouletteRound> = roundReducer(EMPTY_ROUND_STATE, {
      type: 'snapshot',
      round: rouletteRound({ phase: 'rolling' }),
      receivedAt: T0,
    });
    state = roundReducer(state, { type: 'snapshot', round: rouletteRound(), receivedAt: T0 });
    expect(state.round?.phase).toBe('rolling');
  });

  it('counts the roll from its landing moment on the server clock', () => {
    const rolling: RoundState<RouletteRound> = {
      round: rouletteRound({ phase: 'rolling', rollingEndsAt: iso(T0 + 6_000) }),
      offsetMs: 1_000,
    };
    expect(rollingElapsedNow(rolling, T0 + 1_000, 6_000)).toBe(2_000);
    expect(rollingElapsedNow(rolling, T0 - 5_000, 6_000)).toBe(0);
    expect(rollingElapsedNow(rolling, T0 + 60_000, 6_000)).toBe(6_000);
    expect(rollingElapsedNow({ round: rouletteRound(), offsetMs: 0 }, T0, 6_000)).toBeNull();
  });

  it('finds all the player bets of a round', () => {
    const state: RoundState<RouletteRound> = {
      round: rouletteRound({
        bets: [
          rouletteBet('a', { username: 'me' }),
          rouletteBet('b'),
          rouletteBet('c', { username: 'me', option: 'GREEN' }),
        ],
      }),
      offsetMs: 0,
    };
    expect(ownBets(state, 'me').map((b) => b.id)).toEqual(['a', 'c']);
    expect(ownBets(state, null, new Set(['b'])).map((b) => b.id)).toEqual(['b']);
    expect(ownBets(state, null)).toEqual([]);
  });
});
