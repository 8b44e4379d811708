import { describe, expect, it } from 'vitest';
import type { HistoryBet, RoomSeatRecord } from '../../../shared/contract/betHistory';
import { exampleHistoryBets } from '../../../shared/contract/exampleHistory';
import {
  isRoomSeat,
  roomSeatFairnessText,
  roomSeatSummary,
  roomSeatVerifyHref,
} from './room-seat-display';

// A game on the room driver that the site's registry does not hold, as a plug-in brings it.
const redOrBlack = {
  lobby: { key: 'red-or-black' },
  seatSummary: ({ choice, outcome }: RoomSeatRecord['outcome']) =>
    outcome === null
      ? `${String(choice)} · cancelled, stake returned`
      : `${String(choice)} · card ${(outcome as { card: number }).card}`,
};

const seat = (fields: Partial<RoomSeatRecord> = {}): RoomSeatRecord =>
  ({
    id: '0b6a3c55-1f0e-4a53-9d8e-4f7a2c1b9e01',
    game: 'red-or-black',
    amount: 100,
    payout: 192,
    multiplier: 1.92,
    createdAt: '2026-03-04T05:06:07.089Z',
    fairness: {
      gameId: '9e6c1a5b-7d8f-4b0c-8e3f-4a5b6c7d8e9f',
      serverSeedHash: 'e'.repeat(64),
      serverSeed: 'f'.repeat(64),
      beaconLabel: 'drand quicknet',
      beaconRound: 1234,
      beaconValue: 'a'.repeat(64),
    },
    outcome: { choice: 'red', outcome: { card: 3, colour: 'red' }, cancelled: false },
    ...fields,
  }) as RoomSeatRecord;

const never = seat({
  payout: 100,
  fairness: { ...seat().fairness, serverSeed: null, beaconRound: null, beaconValue: null },
  outcome: { choice: 'black', outcome: null, cancelled: true },
});

describe("a room game's seat in the bet history", () => {
  it('is told from the records of every other game, coin flip included', () => {
    expect(isRoomSeat(seat())).toBe(true);
    for (const bet of exampleHistoryBets as HistoryBet[]) expect(isRoomSeat(bet)).toBe(false);
  });

  it('reads as its game words it, or says how the seat ended when the game says nothing', () => {
    expect(roomSeatSummary(seat(), redOrBlack)).toBe('red · card 3');
    expect(roomSeatSummary(never, redOrBlack)).toBe('black · cancelled, stake returned');
    expect(roomSeatSummary(seat(), { lobby: { key: 'red-or-black' } })).toBe('Drawn');
    expect(roomSeatSummary(never, undefined)).toBe('Never drawn, stake returned');
  });

  it("links to its game's fairness page with its room, once the room was drawn", () => {
    expect(roomSeatVerifyHref(seat(), redOrBlack)).toBe(
      '/fairness/red-or-black?room=9e6c1a5b-7d8f-4b0c-8e3f-4a5b6c7d8e9f',
    );
    expect(roomSeatVerifyHref(never, redOrBlack)).toBeNull();
    expect(roomSeatVerifyHref(seat(), undefined)).toBeNull();
  });

  it('names the beacon round it was drawn with', () => {
    expect(roomSeatFairnessText(seat())).toBe('drand quicknet round 1234');
    expect(roomSeatFairnessText(never)).toBe('Never drawn');
  });
});
