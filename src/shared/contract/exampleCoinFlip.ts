import { EXAMPLE_DATE, EXAMPLE_HASH } from './exampleEntities';
import type { HttpResponse, ServerEventPayload } from './index';

// Examples of coin flip's calls and events (spread into examples.ts).

const exampleOpenCoinFlip = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  state: 'OPEN' as const,
  amount: 1_000,
  createdAt: EXAMPLE_DATE,
  creator: { username: 'gem_hunter', side: 'CT' as const },
  joiner: null,
  serverSeedHash: EXAMPLE_HASH,
  fairness: null,
  serverSeed: null,
  beaconValue: null,
  beaconEvidence: null,
  winningSide: null,
  winner: null,
  payout: null,
  fee: null,
  flippedAt: null,
};

const exampleWaitingCoinFlip = {
  ...exampleOpenCoinFlip,
  state: 'WAITING_FOR_BEACON' as const,
  joiner: { username: 'lucky', side: 'T' as const, bot: false },
  fairness: {
    beacon: 'drand-quicknet' as const,
    beaconLabel: 'drand quicknet (League of Entropy)',
    blockNumber: 12_345_678,
    expectedAt: '2026-11-24T12:00:06.000Z',
  },
};

const exampleCoinFlip = {
  ...exampleWaitingCoinFlip,
  state: 'FLIPPED' as const,
  serverSeed: 'c'.repeat(64),
  beaconValue: 'b'.repeat(64),
  beaconEvidence: {
    kind: 'drand-quicknet' as const,
    chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    signature: 'd'.repeat(96),
  },
  winningSide: 'T' as const,
  winner: 'joiner' as const,
  payout: 1_900,
  fee: 100,
  flippedAt: '2026-11-24T12:00:06.500Z',
};

type CoinFlipCall =
  | 'listCoinFlips'
  | 'getCoinFlip'
  | 'createCoinFlip'
  | 'joinCoinFlip'
  | 'callCoinFlipBot'
  | 'cancelCoinFlip';
type CoinFlipEvent = 'coin-flip.game' | 'coin-flip.games' | 'capture.coin-flip';

export const coinFlipExampleResponses: { [N in CoinFlipCall]: HttpResponse<N> } = {
  listCoinFlips: {
    open: [exampleOpenCoinFlip],
    active: [],
    recent: [exampleCoinFlip],
  },
  getCoinFlip: { game: exampleCoinFlip },
  createCoinFlip: { game: exampleOpenCoinFlip, balance: 99_000, ledgerPosition: 4_812 },
  joinCoinFlip: { game: exampleWaitingCoinFlip, balance: 49_000, ledgerPosition: 4_813 },
  callCoinFlipBot: {
    game: {
      ...exampleWaitingCoinFlip,
      joiner: { username: null, side: 'T', bot: true },
    },
  },
  cancelCoinFlip: {
    game: { ...exampleOpenCoinFlip, state: 'CANCELLED' },
    balance: 100_000,
    ledgerPosition: 4_814,
  },
};

export const coinFlipExampleEvents: { [N in CoinFlipEvent]: ServerEventPayload<N> } = {
  'coin-flip.game': { data: { game: exampleCoinFlip } },
  'coin-flip.games': {
    data: { open: [exampleOpenCoinFlip], active: [], recent: [exampleCoinFlip] },
  },
  'capture.coin-flip': { data: { game: exampleCoinFlip } },
};
