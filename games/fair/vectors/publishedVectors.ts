// Published verification vectors for the byte stream, used by the tests of games/fair and of
// the game cores. Each block names where it was published. The values are results shown by
// Stake's own verifier page (https://stake.com/provably-fair/calculation), recorded by the
// open-source tool provably-fair-betting/verifierform-stake-test-data-extractor (its
// scripts/config/generator-config.ts points at that page) into the test cases of
// provably-fair-betting/verifierform-stake. Nothing here was computed by this project.

import type { PlinkoRisk } from '../../plinko/core/limits';

// Source: provably-fair-betting/verifierform-stake, tests/lib/games/testcases/dice.json
// (commit 45c4bd42bca3238e0d0da5e722b8530d4806150b). Rolls shown there as 28.07 etc.;
// here in hundredths.
export const DICE_VECTORS = {
  serverSeed: 'f2ac89b608eeb01312d115bce6741b32',
  clientSeed: '86ff027f15c48241af7f54a726690ee7',
  /** roll (hundredths) for nonce = index */
  rolls: [2807, 2902, 586, 5486, 966, 9325, 8723, 3899, 9035, 3279],
} as const;

// Source: provably-fair-betting/verifierform-stake, tests/lib/games/testcases/mines.json
// (commit 7e10253d1e5d912606725a6c64c14dbaefd4237b): nonce n was played with n + 1 mines;
// mine tiles 0..24 row-major, ascending.
export const MINES_VECTORS = {
  serverSeed: '5ff5c610e633b2a91c46d1be1f74286b',
  clientSeed: '854581b6f52eaa86503f1dc6433655f9',
  /** [nonce, mine tiles]; the mine count is nonce + 1 */
  games: [
    [0, [6]],
    [1, [1, 21]],
    [2, [13, 16, 22]],
    [3, [14, 16, 21, 23]],
    [4, [0, 6, 16, 18, 22]],
    [5, [3, 12, 14, 20, 21, 24]],
    [6, [4, 8, 14, 15, 18, 20, 22]],
    [7, [1, 2, 3, 8, 11, 16, 21, 24]],
    [8, [1, 5, 6, 8, 13, 16, 18, 20, 21]],
    [9, [2, 3, 4, 10, 13, 15, 16, 21, 22, 23]],
    [10, [0, 1, 2, 4, 6, 9, 10, 14, 17, 22, 24]],
    [11, [0, 2, 3, 6, 7, 12, 13, 14, 15, 18, 20, 22]],
    [12, [1, 2, 3, 5, 8, 9, 12, 13, 15, 16, 17, 19, 20]],
    [13, [0, 1, 3, 4, 7, 9, 11, 12, 14, 15, 17, 19, 21, 22]],
    [14, [1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 15, 20, 21, 22, 23]],
    [15, [0, 4, 5, 6, 8, 10, 11, 13, 16, 17, 18, 20, 21, 22, 23, 24]],
    [16, [0, 1, 2, 5, 6, 7, 8, 9, 11, 14, 17, 18, 19, 20, 22, 23, 24]],
    [17, [0, 1, 2, 3, 4, 6, 8, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21]],
    [18, [0, 1, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 22, 23]],
    [19, [1, 2, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24]],
    [20, [1, 2, 3, 4, 5, 6, 7, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 24]],
    [21, [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24]],
    [22, [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24]],
    [23, [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]],
  ] as const,
} as const;

// Keno draws 10 distinct squares from 40 with the same Fisher-Yates rule as mines, one float
// each, so 10 floats span two HMAC rounds: a check of the round boundary.
// Source: provably-fair-betting/verifierform-stake, tests/lib/games/testcases/keno.json
// (commit 7e10253d1e5d912606725a6c64c14dbaefd4237b): squares 1..40, ascending.
export const KENO_VECTORS = {
  serverSeed: 'ae1581dc89398cb8fdb84f0a2c64e816',
  clientSeed: '971f4d5c49eb1111385e9309d105227f',
  squares: 40,
  draws: 10,
  /** squares (1..40, ascending) for nonce = index */
  results: [
    [1, 7, 9, 12, 14, 16, 21, 23, 30, 39],
    [1, 6, 11, 12, 13, 22, 24, 29, 34, 35],
    [1, 8, 13, 17, 20, 28, 32, 34, 35, 36],
    [2, 3, 7, 16, 18, 24, 27, 31, 37, 39],
    [6, 14, 15, 17, 19, 22, 25, 28, 31, 39],
    [4, 6, 9, 14, 15, 17, 19, 26, 32, 38],
    [3, 10, 11, 14, 17, 25, 27, 28, 30, 31],
    [6, 7, 8, 9, 11, 17, 23, 30, 31, 40],
    [5, 8, 12, 22, 25, 26, 28, 30, 37, 40],
    [6, 7, 10, 13, 16, 17, 25, 30, 31, 34],
  ],
} as const;

// The same draw in the order drawn (0-based), with a 64-hex server seed.
// Source: MJE43/stake-pf-replay-go, backend/internal/games/keno_draw_test.go
// (TestKenoDraw_StakeVerify_Nonce1, "Stake's verify UI shows 0-based draws").
export const KENO_DRAW_ORDER_VECTOR = {
  serverSeed: '62571ad3a67f014963feb7578e1b4f56c9f2469bbde16cc0773af6803412490c',
  clientSeed: '56e27fed-ece3-4279-ab56-96f71fe9b2ee',
  nonce: 1,
  drawn: [23, 0, 3, 14, 36, 27, 33, 22, 10, 5],
} as const;

// Source: provably-fair-betting/verifierform-stake, tests/lib/games/testcases/plinko.json
// (commit 7e10253d1e5d912606725a6c64c14dbaefd4237b) for the multipliers won, and
// src/lib/paylines/plinko-paylines.json (same commit) for the payout table each was paid
// from, listed from the centre bucket outwards. Only the bucket matters to us: a multiplier
// names the buckets that pay it, and our path must land in one of them.
export interface PlinkoVector {
  nonce: number;
  rows: number;
  risk: PlinkoRisk;
  /** What the ball paid on the source's table. */
  multiplier: number;
  /** The source's table for (rows, risk), centre bucket first. */
  tableCentreOut: readonly number[];
}

export const PLINKO_VECTORS: {
  serverSeed: string;
  clientSeed: string;
  games: readonly PlinkoVector[];
} = {
  serverSeed: '0c8f48139d81447799a5310edb9e5aac',
  clientSeed: '0beeaafc2e5364be411d4b7279923662',
  games: [
    { nonce: 0, rows: 8, risk: 'low', multiplier: 1, tableCentreOut: [0.5, 1, 1.1, 2.1, 5.6] },
    { nonce: 1, rows: 9, risk: 'low', multiplier: 1, tableCentreOut: [0.7, 1, 1.6, 2, 5.6] },
    {
      nonce: 2,
      rows: 10,
      risk: 'low',
      multiplier: 1.4,
      tableCentreOut: [0.5, 1, 1.1, 1.4, 3, 8.9],
    },
    {
      nonce: 3,
      rows: 11,
      risk: 'low',
      multiplier: 1.3,
      tableCentreOut: [0.7, 1, 1.3, 1.9, 3, 8.4],
    },
    {
      nonce: 4,
      rows: 12,
      risk: 'low',
      multiplier: 0.5,
      tableCentreOut: [0.5, 1, 1.1, 1.4, 1.6, 3, 10],
    },
    {
      nonce: 5,
      rows: 13,
      risk: 'low',
      multiplier: 0.9,
      tableCentreOut: [0.7, 0.9, 1.2, 1.9, 3, 4, 8.1],
    },
    {
      nonce: 6,
      rows: 14,
      risk: 'low',
      multiplier: 1.1,
      tableCentreOut: [0.5, 1, 1.1, 1.3, 1.4, 1.9, 4, 7.1],
    },
    {
      nonce: 7,
      rows: 15,
      risk: 'low',
      multiplier: 0.7,
      tableCentreOut: [0.7, 1, 1.1, 1.5, 2, 3, 8, 15],
    },
    {
      nonce: 8,
      rows: 16,
      risk: 'low',
      multiplier: 1,
      tableCentreOut: [0.5, 1, 1.1, 1.2, 1.4, 1.4, 2, 9, 16],
    },
    { nonce: 9, rows: 8, risk: 'medium', multiplier: 3, tableCentreOut: [0.4, 0.7, 1.3, 3, 13] },
    { nonce: 10, rows: 9, risk: 'medium', multiplier: 4, tableCentreOut: [0.5, 0.9, 1.7, 4, 18] },
    {
      nonce: 11,
      rows: 10,
      risk: 'medium',
      multiplier: 0.4,
      tableCentreOut: [0.4, 0.6, 1.4, 2, 5, 22],
    },
    {
      nonce: 12,
      rows: 11,
      risk: 'medium',
      multiplier: 0.5,
      tableCentreOut: [0.5, 0.7, 1.8, 3, 6, 24],
    },
    {
      nonce: 13,
      rows: 12,
      risk: 'medium',
      multiplier: 0.6,
      tableCentreOut: [0.3, 0.6, 1.1, 2, 4, 11, 33],
    },
    {
      nonce: 14,
      rows: 13,
      risk: 'medium',
      multiplier: 6,
      tableCentreOut: [0.4, 0.7, 1.3, 3, 6, 13, 43],
    },
    {
      nonce: 15,
      rows: 14,
      risk: 'medium',
      multiplier: 1,
      tableCentreOut: [0.2, 0.5, 1, 1.9, 4, 7, 15, 58],
    },
    {
      nonce: 16,
      rows: 15,
      risk: 'medium',
      multiplier: 0.3,
      tableCentreOut: [0.3, 0.5, 1.3, 3, 5, 11, 18, 88],
    },
    {
      nonce: 17,
      rows: 16,
      risk: 'medium',
      multiplier: 0.5,
      tableCentreOut: [0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110],
    },
    { nonce: 18, rows: 8, risk: 'high', multiplier: 1.5, tableCentreOut: [0.2, 0.3, 1.5, 4, 29] },
    { nonce: 19, rows: 9, risk: 'high', multiplier: 0.2, tableCentreOut: [0.2, 0.6, 2, 7, 43] },
    {
      nonce: 20,
      rows: 10,
      risk: 'high',
      multiplier: 3,
      tableCentreOut: [0.2, 0.3, 0.9, 3, 10, 76],
    },
    {
      nonce: 21,
      rows: 11,
      risk: 'high',
      multiplier: 0.2,
      tableCentreOut: [0.2, 0.4, 1.4, 5.2, 14, 120],
    },
    {
      nonce: 22,
      rows: 12,
      risk: 'high',
      multiplier: 0.2,
      tableCentreOut: [0.2, 0.2, 0.7, 2, 8.1, 24, 170],
    },
    {
      nonce: 23,
      rows: 13,
      risk: 'high',
      multiplier: 0.2,
      tableCentreOut: [0.2, 0.2, 1, 4, 11, 37, 260],
    },
    {
      nonce: 24,
      rows: 14,
      risk: 'high',
      multiplier: 1.9,
      tableCentreOut: [0.2, 0.2, 0.3, 1.9, 5, 18, 56, 420],
    },
    {
      nonce: 25,
      rows: 15,
      risk: 'high',
      multiplier: 0.5,
      tableCentreOut: [0.2, 0.2, 0.5, 3, 8, 27, 83, 620],
    },
    {
      nonce: 26,
      rows: 16,
      risk: 'high',
      multiplier: 0.2,
      tableCentreOut: [0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000],
    },
  ],
};
