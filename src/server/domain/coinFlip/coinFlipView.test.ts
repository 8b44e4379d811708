import { describe, expect, it } from 'vitest';
import { coinFlipGameSchema } from '../../../shared/contract/coinFlip';
import { type CoinFlipRow, toCoinFlipGame } from './coinFlipView';

const SEED = 'a'.repeat(64);
const open: CoinFlipRow = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  state: 'OPEN',
  amount: '1000',
  creator_id: 'c',
  creator_side: 'CT',
  joiner_id: null,
  joiner_bot: false,
  server_seed: SEED,
  server_seed_hash: 'b'.repeat(64),
  beacon_kind: null,
  beacon_label: null,
  beacon_round: null,
  beacon_expected_at: null,
  beacon_value: null,
  beacon_evidence: null,
  winning_side: null,
  winner: null,
  payout: null,
  fee: null,
  created_at: new Date('2026-11-24T12:00:00Z'),
  flipped_at: null,
  creator_name: 'gem_hunter',
  joiner_name: null,
};
const waiting: CoinFlipRow = {
  ...open,
  state: 'WAITING_FOR_BEACON',
  joiner_id: 'j',
  joiner_name: 'lucky',
  beacon_kind: 'local',
  beacon_label: 'Local beacon (development)',
  beacon_round: '42',
  beacon_expected_at: '2026-11-24T12:00:03Z',
};
const flipped: CoinFlipRow = {
  ...waiting,
  state: 'FLIPPED',
  beacon_value: 'c'.repeat(64),
  beacon_evidence: { kind: 'local' },
  winning_side: 'T',
  winner: 'joiner',
  payout: '1900',
  fee: '100',
  flipped_at: new Date('2026-11-24T12:00:03.100Z'),
};

describe('a coin flip as players see it', () => {
  it('keeps the server seed and the result secret until the flip', () => {
    for (const row of [open, waiting]) {
      const game = toCoinFlipGame(row);
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
    expect(toCoinFlipGame({ ...waiting, beacon_value: 'c'.repeat(64) }).beaconValue).toBeNull();
  });

  it('shows the seats, the named round and, once flipped, everything to verify', () => {
    expect(toCoinFlipGame(open)).toMatchObject({ joiner: null, fairness: null, amount: 1000 });
    expect(toCoinFlipGame(waiting)).toMatchObject({
      joiner: { username: 'lucky', side: 'T', bot: false },
      fairness: {
        beacon: 'local',
        blockNumber: 42,
        expectedAt: '2026-11-24T12:00:03.000Z',
      },
    });
    const game = toCoinFlipGame(flipped);
    expect(coinFlipGameSchema.parse(game)).toEqual(game);
    expect(game).toMatchObject({
      serverSeed: SEED,
      beaconValue: 'c'.repeat(64),
      beaconEvidence: { kind: 'local' },
      winningSide: 'T',
      winner: 'joiner',
      payout: 1900,
      fee: 100,
      flippedAt: '2026-11-24T12:00:03.100Z',
    });
  });

  it('names no one in the bot seat', () => {
    const bot = toCoinFlipGame({
      ...waiting,
      joiner_id: null,
      joiner_name: null,
      joiner_bot: true,
    });
    expect(bot.joiner).toEqual({ username: null, side: 'T', bot: true });
  });
});
