import { EXAMPLE_DATE, EXAMPLE_HASH } from './exampleEntities';
import type { HttpResponse } from './index';

// Examples of the fairness pages' calls: seeds, round chains, revealed seeds (spread into examples.ts).

type FairnessCall =
  | 'startFairnessSeeds'
  | 'listRoundChains'
  | 'getFairnessSeeds'
  | 'rotateFairnessSeeds'
  | 'listRevealedSeeds';

export const fairnessExampleResponses: { [N in FairnessCall]: HttpResponse<N> } = {
  startFairnessSeeds: {
    active: {
      serverSeedHash: EXAMPLE_HASH,
      clientSeed: '3f9a0c1de2b47a65c8d90e1f2a3b4c5d',
      nonce: 0,
    },
    next: { serverSeedHash: 'b'.repeat(64) },
  },
  listRoundChains: {
    chains: [
      {
        game: 'crash',
        length: 10_000_000,
        terminatingHash: EXAMPLE_HASH,
        beacon: {
          kind: 'drand-quicknet',
          label: 'drand quicknet (League of Entropy)',
          round: 16_777_216,
          expectedAt: '2026-11-24T12:00:06.000Z',
          local: false,
        },
        salt: 'e'.repeat(64),
        saltEvidence: {
          kind: 'drand-quicknet',
          chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
          signature: 'd'.repeat(96),
        },
        publishedAt: '2026-11-24T11:55:00.000Z',
        saltNotBefore: '2026-11-24T12:00:00.000Z',
        saltFixedAt: '2026-11-24T12:00:07.000Z',
        roundsPlayed: 0,
      },
    ],
  },
  getFairnessSeeds: {
    active: { serverSeedHash: EXAMPLE_HASH, clientSeed: 'my-lucky-seed', nonce: 7 },
    next: { serverSeedHash: 'b'.repeat(64) },
  },
  rotateFairnessSeeds: {
    revealed: {
      serverSeed: 'c'.repeat(64),
      serverSeedHash: EXAMPLE_HASH,
      clientSeed: 'my-lucky-seed',
      nonce: 7,
    },
    active: { serverSeedHash: 'b'.repeat(64), clientSeed: 'new-seed', nonce: 0 },
    next: { serverSeedHash: 'd'.repeat(64) },
  },
  listRevealedSeeds: {
    pairs: [
      {
        serverSeed: 'c'.repeat(64),
        serverSeedHash: EXAMPLE_HASH,
        clientSeed: 'my-lucky-seed',
        nonce: 7,
        createdAt: EXAMPLE_DATE,
        revealedAt: EXAMPLE_DATE,
      },
    ],
    nextCursor: '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a',
  },
};
