import type { HistoryBet } from './betHistory';
import {
  EXAMPLE_DATE,
  EXAMPLE_HASH,
  exampleCaseDetail,
  exampleDiceBet,
  examplePlinkoBet,
} from './exampleEntities';

// A bet history with one bet of each kind of game: the example answer of GET /games/bets.

const caseOpening: HistoryBet = {
  id: '5a2e7c1d-3f4b-4d6e-8a9b-0c1d2e3f4a5b',
  game: 'case-unbox',
  amount: exampleCaseDetail.price,
  payout: exampleCaseDetail.items[0]!.price,
  multiplier: 0.04,
  fairness: { serverSeedHash: EXAMPLE_HASH, clientSeed: 'my-lucky-seed', nonce: 7 },
  createdAt: EXAMPLE_DATE,
  outcome: {
    case: { slug: exampleCaseDetail.slug, name: exampleCaseDetail.name },
    ticket: 51_234,
    item: exampleCaseDetail.items[0]!,
  },
};

const crash: HistoryBet = {
  id: '6b3f8d2e-4a5c-4e7f-9b0c-1d2e3f4a5b6c',
  game: 'crash',
  amount: 1_000,
  payout: 2_500,
  multiplier: 2.5,
  fairness: { roundId: 812, roundNumber: 812, roundHash: 'b'.repeat(64) },
  createdAt: EXAMPLE_DATE,
  outcome: { autoCashout: 250, cashedOutAt: 250, crashPoint: 431 },
};

const roulette: HistoryBet = {
  id: '7c4a9e3f-5b6d-4f8a-8c1d-2e3f4a5b6c7d',
  game: 'roulette',
  amount: 500,
  payout: 0,
  multiplier: 0,
  fairness: { roundId: 3_104, roundNumber: 3_104, roundHash: 'c'.repeat(64) },
  createdAt: EXAMPLE_DATE,
  outcome: { option: 'RED', slot: 0, result: 'GREEN', jackpot: 0 },
};

const coinFlip: HistoryBet = {
  id: '8d5b0f4a-6c7e-4a9b-9d2e-3f4a5b6c7d8e',
  game: 'coin-flip',
  amount: 1_000,
  payout: 1_900,
  multiplier: 1.9,
  fairness: {
    gameId: '9e6c1a5b-7d8f-4b0c-8e3f-4a5b6c7d8e9f',
    serverSeedHash: EXAMPLE_HASH,
    serverSeed: 'd'.repeat(64),
    beaconLabel: 'drand quicknet (League of Entropy)',
    beaconRound: 12_345_678,
    beaconValue: 'e'.repeat(64),
  },
  createdAt: EXAMPLE_DATE,
  outcome: { side: 'CT', winningSide: 'CT', cancelled: false },
};

const caseBattle: HistoryBet = {
  id: '7c4a9e3f-5b6d-4a8c-8c1d-2e3f4a5b6c7d',
  game: 'case-battle',
  amount: 6_000,
  payout: 9_105,
  multiplier: 1.5175,
  fairness: {
    battleId: '6b3f8d2e-4a5c-4b7a-9b0c-1d2e3f4a5b6c',
    serverSeedHash: EXAMPLE_HASH,
    serverSeed: 'f'.repeat(64),
    beaconRound: 12_345_679,
    beaconValue: 'a'.repeat(64),
  },
  createdAt: EXAMPLE_DATE,
  outcome: { seat: 0, won: true, cancelled: false },
};

export const exampleHistoryBets: HistoryBet[] = [
  exampleDiceBet,
  examplePlinkoBet,
  caseOpening,
  crash,
  roulette,
  coinFlip,
  caseBattle,
];
