import { describe, expect, it } from 'vitest';
import { type RoomRow, roomStateOf, toRoomView } from './roomView';

// What a room shows: no server seed, value or outcome before the draw, usernames rather than
// ids, the house's seat without a name.

const row = (over: Partial<RoomRow> = {}): RoomRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'odd-or-even',
  state: 'WAITING_FOR_BEACON',
  amount: '500',
  creator_id: 'creator-id',
  seats: [
    { userId: 'creator-id', choice: 'odd' },
    { userId: null, choice: 'even' },
  ],
  server_seed: 'secret-seed',
  server_seed_hash: 'a'.repeat(64),
  beacon_kind: 'local',
  beacon_label: 'local beacon',
  beacon_round: '42',
  beacon_expected_at: new Date('2026-01-01T00:00:03Z'),
  beacon_value: 'b'.repeat(64),
  beacon_evidence: { kind: 'local' },
  outcome: { number: 3, parity: 'odd' },
  payouts: [970, 0],
  fee: '30',
  created_at: new Date('2026-01-01T00:00:00Z'),
  drawn_at: new Date('2026-01-01T00:00:04Z'),
  usernames: ['alice', null],
  ...over,
});

describe('a room as players see it', () => {
  it('keeps the seed, the value and the outcome back until the room is drawn', () => {
    const view = toRoomView(row());
    expect(view).toMatchObject({
      state: 'WAITING_FOR_BEACON',
      amount: 500,
      serverSeed: null,
      beaconValue: null,
      beaconEvidence: null,
      outcome: null,
      payouts: null,
      fee: null,
      drawnAt: null,
      fairness: {
        beacon: 'local',
        beaconLabel: 'local beacon',
        round: 42,
        expectedAt: '2026-01-01T00:00:03.000Z',
      },
    });
    expect(JSON.stringify(view)).not.toContain('secret-seed');
    expect(JSON.stringify(view)).not.toContain('creator-id');
  });

  it('shows everything a verifier needs once drawn', () => {
    const view = toRoomView(row({ state: 'DRAWN' }));
    expect(view).toMatchObject({
      serverSeed: 'secret-seed',
      beaconValue: 'b'.repeat(64),
      outcome: { number: 3, parity: 'odd' },
      payouts: [970, 0],
      fee: 30,
      drawnAt: '2026-01-01T00:00:04.000Z',
    });
  });

  it('names seated players and marks the house seat', () => {
    expect(toRoomView(row()).seats).toEqual([
      { username: 'alice', house: false, choice: 'odd' },
      { username: null, house: true, choice: 'even' },
    ]);
  });

  it('has no fairness data before the last seat fills', () => {
    const open = row({
      state: 'OPEN',
      seats: [{ userId: 'creator-id', choice: 'odd' }],
      beacon_kind: null,
      beacon_label: null,
      beacon_round: null,
      beacon_expected_at: null,
    });
    expect(toRoomView(open).fairness).toBeNull();
    expect(roomStateOf(open)).toEqual({
      amount: 500,
      creatorId: 'creator-id',
      seats: [{ userId: 'creator-id', choice: 'odd' }],
    });
  });
});
