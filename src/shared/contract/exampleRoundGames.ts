import { EXAMPLE_HASH } from './exampleEntities';
import type { HttpResponse, ServerEventPayload } from './index';

// Examples of crash's and roulette's calls and events (spread into examples.ts).

const exampleRouletteBet = {
  id: '0d4b6e2a-3c1f-4a8e-9b75-6e2f1a0c9d13',
  username: 'lucky',
  option: 'GREEN' as const,
  amount: 1_000,
  payout: 14_000,
  jackpot: 0,
};

const exampleRouletteRound = {
  id: 77,
  number: 77,
  phase: 'ended' as const,
  serverTime: '2026-11-24T12:00:22.000Z',
  bettingEndsAt: '2026-11-24T12:00:15.000Z',
  rollingEndsAt: '2026-11-24T12:00:21.000Z',
  slot: 0,
  outcome: 'GREEN' as const,
  hash: EXAMPLE_HASH,
  landingOffset: 0.4375,
  jackpot: { amount: 52_345, greenStreak: 1 },
  jackpotPaid: 0,
  bets: [exampleRouletteBet],
};

const exampleCrashBet = {
  id: '5f0c2a8e-4c2d-4f5b-9a57-0d3c6a1e2b77',
  username: 'lucky',
  amount: 1_000,
  autoCashout: 200,
  cashedOutAt: 200,
  payout: 2_000,
};

const exampleCrashRound = {
  id: 41,
  number: 41,
  phase: 'ended' as const,
  serverTime: '2026-11-24T12:00:20.000Z',
  bettingEndsAt: '2026-11-24T12:00:06.000Z',
  elapsedMs: 12_000,
  multiplier: 205,
  hash: EXAMPLE_HASH,
  crashPoint: 205,
  bets: [exampleCrashBet],
};

type RoundGameCall =
  | 'getCrashRound'
  | 'listCrashHistory'
  | 'placeCrashBet'
  | 'cashOutCrash'
  | 'getRouletteRound'
  | 'listRouletteHistory'
  | 'listRouletteJackpots'
  | 'getRouletteJackpot'
  | 'placeRouletteBet';
type RoundGameEvent =
  | 'crash.round'
  | 'crash.bet'
  | 'crash.cashouts'
  | 'roulette.round'
  | 'roulette.bets'
  | 'roulette.jackpot'
  | 'capture.crash-bet'
  | 'capture.roulette-bet';

export const roundGameExampleResponses: { [N in RoundGameCall]: HttpResponse<N> } = {
  getCrashRound: { round: null },
  listCrashHistory: {
    rounds: [
      {
        id: 41,
        number: 41,
        crashPoint: 205,
        hash: EXAMPLE_HASH,
        endedAt: '2026-11-24T12:00:18.000Z',
      },
    ],
  },
  placeCrashBet: {
    bet: {
      id: '5f0c2a8e-4c2d-4f5b-9a57-0d3c6a1e2b77',
      username: 'lucky',
      amount: 1_000,
      autoCashout: 200,
      cashedOutAt: null,
      payout: null,
    },
    roundId: 42,
    balance: 99_000,
    ledgerPosition: 1_234,
  },
  cashOutCrash: {
    bet: {
      id: '5f0c2a8e-4c2d-4f5b-9a57-0d3c6a1e2b77',
      username: 'lucky',
      amount: 1_000,
      autoCashout: null,
      cashedOutAt: 153,
      payout: 1_530,
    },
    roundId: 42,
    balance: 100_530,
    ledgerPosition: 1_240,
  },
  getRouletteRound: { round: exampleRouletteRound },
  listRouletteHistory: {
    rounds: [
      {
        id: 77,
        number: 77,
        slot: 0,
        outcome: 'GREEN',
        hash: EXAMPLE_HASH,
        endedAt: '2026-11-24T12:00:24.000Z',
      },
    ],
  },
  listRouletteJackpots: {
    jackpots: [
      {
        roundId: 77,
        number: 77,
        amount: 52_340,
        pool: 52_340,
        // 1,000.00 on green in the streak's first round claims 225x: more than the pool
        claims: 22_500_000,
        winners: [{ username: 'lucky', amount: 52_340, claim: 22_500_000 }],
        endedAt: '2026-11-24T12:00:24.000Z',
      },
    ],
  },
  getRouletteJackpot: { jackpot: { amount: 52_340, greenStreak: 2 } },
  placeRouletteBet: {
    bet: { ...exampleRouletteBet, payout: null, jackpot: null },
    roundId: 78,
    balance: 99_000,
    ledgerPosition: 1_234,
  },
};

export const roundGameExampleEvents: { [N in RoundGameEvent]: ServerEventPayload<N> } = {
  'crash.round': { data: { round: exampleCrashRound } },
  'crash.bet': {
    data: { roundId: 41, bet: { ...exampleCrashBet, cashedOutAt: null, payout: null } },
  },
  'crash.cashouts': { data: { roundId: 41, bets: [exampleCrashBet] } },
  'roulette.round': { data: { round: exampleRouletteRound } },
  'roulette.bets': {
    data: {
      roundId: 78,
      bets: [{ ...exampleRouletteBet, payout: null, jackpot: null }],
      jackpot: { amount: 52_350, greenStreak: 1 },
    },
  },
  'roulette.jackpot': { data: { amount: 52_350, greenStreak: 1 } },
  // Capture rounds: the streamer's own bets in crash and roulette, for their browser source.
  'capture.crash-bet': {
    data: { roundId: 41, betId: exampleCrashBet.id, cashedOutAt: 235 },
  },
  'capture.roulette-bet': {
    data: { roundId: 78, betId: exampleRouletteBet.id, option: 'GREEN' },
  },
};
