import { describe, expect, it } from 'vitest';
import { coinFlipGameOf, coinFlipGameSchema } from '../../../shared/contract/coinFlip';
import { type RoomRow, toRoomView } from './roomView';

// A coin flip room as players see it (the spec's coin flip, projected from the room): the
// server seed and the result secret until the flip, the seats and the named round, the bot's
// seat without a name.

const SEED = 'a'.repeat(64);
const open: RoomRow = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  kind: 'coin-flip',
  state: 'OPEN',
  amount: '1000',
  creator_id: 'c',
  seats: [{ userId: 'c', choice: 'CT' }],
  server_seed: SEED,
  server_seed_hash: 'b'.repeat(64),
  beacon_kind: null,
  beacon_label: null,
  beacon_round: null,
  beacon_expected_at: null,
  beacon_value: null,
  beacon_evidence: null,
  outcome: null,
  payouts: null,
  fee: null,
  created_at: new Date('2026-11-24T12:00:00Z'),
  drawn_at: null,
  usernames: ['gem_hunter'],
};
const waiting: RoomRow = {
  ...open,
  state: 'WAITING_FOR_BEACON',
  seats: [
    { userId: 'c', choice: 'CT' },
    { userId: 'j', choice: 'T' },
  ],
  usernames: ['gem_hunter', 'lucky'],
  beacon_kind: 'local',
  beacon_label: 'Local beacon (development)',
  beacon_round: '42',
  beacon_expected_at: '2026-11-24T12:00:03Z',
};
const flipped: RoomRow = {
  ...waiting,
  state: 'DRAWN',
  beacon_value: 'c'.repeat(64),
  beacon_evidence: { kind: 'local' },
  outcome: { winningSide: 'T' },
  payouts: [0, 1900],
  fee: '100',
  drawn_at: new Date('2026-11-24T12:00:03.100Z'),
};
const coinFlipOf = (row: RoomRow) => coinFlipGameOf(toRoomView(row));

describe('a coin flip as players see it', () => {
  it('keeps the server seed and the result secret until the flip', () => {
    for (const row of [open, waiting]) {
      const game = coinFlipOf(row);
      expect(coinFlipGameSchema.parse(game)).toEqual(game);
      expect(JSON.stringify(game)).not.toContain(SEED);
      expect(game).toMatchObject({
        serverSeed: null,
        beaconValue: null,
        beaconEvidence: null,
        winner: null,
      });
    }
    // A row caught between the value and the state (never committed) shows nothing either.
    expect(coinFlipOf({ ...waiting, beacon_value: 'c'.repeat(64) }).beaconValue).toBeNull();
  });

  it('shows the seats, the named round and, once flipped, everything to verify', () => {
    expect(coinFlipOf(open)).toMatchObject({
      state: 'OPEN',
      creator: { username: 'gem_hunter', side: 'CT' },
      joiner: null,
      fairness: null,
      amount: 1000,
    });
    expect(coinFlipOf(waiting)).toMatchObject({
      state: 'WAITING_FOR_BEACON',
      joiner: { username: 'lucky', side: 'T', bot: false },
      fairness: {
        beacon: 'local',
        beaconLabel: 'Local beacon (development)',
        blockNumber: 42,
        expectedAt: '2026-11-24T12:00:03.000Z',
      },
    });
    const game = coinFlipOf(flipped);
    expect(coinFlipGameSchema.parse(game)).toEqual(game);
    expect(game).toMatchObject({
      state: 'FLIPPED',
      serverSeed: SEED,
      beaconValue: 'c'.repeat(64),
      beaconEvidence: { kind: 'local' },
      winningSide: 'T',
      winner: 'joiner',
      payout: 1900,
      fee: 100,
      flippedAt: '2026-11-24T12:00:03.100Z',
    });
    // The creator's win pays the creator's seat.
    expect(
      coinFlipOf({ ...flipped, outcome: { winningSide: 'CT' }, payouts: [1900, 0] }),
    ).toMatchObject({ winner: 'creator', payout: 1900 });
  });

  it('names no one in the bot seat', () => {
    const bot = coinFlipOf({
      ...waiting,
      seats: [
        { userId: 'c', choice: 'CT' },
        { userId: null, choice: 'T' },
      ],
      usernames: ['gem_hunter', null],
    });
    expect(bot.joiner).toEqual({ username: null, side: 'T', bot: true });
  });

  it('shows a refunded flip without a side or a seed', () => {
    const refunded = coinFlipOf({ ...waiting, state: 'REFUNDED' });
    expect(refunded).toMatchObject({ state: 'REFUNDED', winner: null, serverSeed: null });
  });
});
