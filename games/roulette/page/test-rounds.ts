// Round and bet builders for the roulette feature's tests.
import type {
  RouletteBet,
  RouletteHistoryEntry,
  RouletteRound,
} from '../../../src/shared/contract/roulette';

export const T0 = Date.parse('2026-01-01T00:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();
export const HASH = 'ab'.repeat(32);

export function rouletteRound(fields: Partial<RouletteRound> = {}): RouletteRound {
  return {
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
    jackpot: { amount: 5_000, greenStreak: 1 },
    jackpotPaid: null,
    bets: [],
    ...fields,
  };
}

/** Round 7 rolling onto `slot` (landing at T0 + 21 s), as the server sends it. */
export function rollingRound(slot = 3, fields: Partial<RouletteRound> = {}): RouletteRound {
  return rouletteRound({
    phase: 'rolling',
    serverTime: iso(T0 + 15_000),
    rollingEndsAt: iso(T0 + 21_000),
    slot,
    outcome: slot === 0 ? 'GREEN' : slot <= 7 ? 'RED' : 'BLACK',
    hash: HASH,
    landingOffset: 0.25,
    ...fields,
  });
}

export function rouletteBet(id: string, fields: Partial<RouletteBet> = {}): RouletteBet {
  return {
    id,
    username: `user-${id}`,
    option: 'RED',
    amount: 100,
    payout: null,
    jackpot: null,
    ...fields,
  };
}

export function historyEntry(id: number, slot = 9): RouletteHistoryEntry {
  return {
    id,
    number: id * 10,
    slot,
    outcome: slot === 0 ? 'GREEN' : slot <= 7 ? 'RED' : 'BLACK',
    hash: HASH,
    endedAt: iso(T0 - (7 - id) * 24_000),
  };
}
