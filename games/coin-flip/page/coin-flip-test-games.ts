// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';

// Games for the coin flip tests, in the contract's shape.

export const T0 = Date.parse('2026-03-01T12:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();

/** Game ids: uuids that sort by their number. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export function openGame(n: number, fields: Partial<CoinFlipGame> = {}): CoinFlipGame {
  return {
    id: uuid(n),
    state: 'OPEN',
    amount: 100,
    createdAt: iso(T0 + n * 1_000),
    creator: { username: `maker${n}`, side: 'CT' },
    joiner: null,
    serverSeedHash: 'a'.repeat(64),
    fairness: null,
    serverSeed: null,
    beaconValue: null,
    beaconEvidence: null,
    winningSide: null,
    winner: null,
    payout: null,
    fee: null,
    flippedAt: null,
    ...fields,
  };
}

export function flippedGame(
  n: number,
  flippedAt: number,
  fields: Partial<CoinFlipGame> = {},
): CoinFlipGame {
  return openGame(n, {
    state: 'FLIPPED',
    joiner: { username: `taker${n}`, side: 'T', bot: false },
    fairness: {
      beacon: 'local',
      beaconLabel: 'Local beacon',
      blockNumber: 9,
      expectedAt: iso(T0),
    },
    serverSeed: 'b'.repeat(64),
    beaconValue: 'c'.repeat(64),
    beaconEvidence: { kind: 'local' },
    winningSide: 'T',
    winner: 'joiner',
    payout: 190,
    fee: 10,
    flippedAt: iso(flippedAt),
    ...fields,
  });
}
