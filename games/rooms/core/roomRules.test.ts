import { describe, expect, it } from 'vitest';
import { beaconFloats } from '../../fair/beaconDraw';
import type { RoomState } from '../../manifest';
import {
  checkedPayouts,
  isRefusal,
  refundsOf,
  roomActionError,
  roomDrawFloats,
  roomPot,
} from './roomRules';

// The rules every room game shares: who may act when, the draw's floats, and the money
// checks that stop a manifest's payouts before any money moves.

const twoSeats = { seats: 2, houseSeat: () => 'x' };
const open = (seats: RoomState<string>['seats']) => ({
  state: 'OPEN' as const,
  creatorId: 'creator',
  seats,
});
const creatorOnly = open([{ userId: 'creator', choice: 'a' }]);

describe('who may act on a room', () => {
  it('lets another player join an open room, never its creator or a seated player', () => {
    expect(roomActionError(twoSeats, creatorOnly, 'join', 'other')).toBeNull();
    expect(roomActionError(twoSeats, creatorOnly, 'join', 'creator')).toBe(
      'You cannot join your own game',
    );
    const three = { seats: 3 };
    const seated = open([
      { userId: 'creator', choice: 'a' },
      { userId: 'other', choice: 'b' },
    ]);
    expect(roomActionError(three, seated, 'join', 'other')).toBe(
      'You already have a seat in this game',
    );
    expect(roomActionError(twoSeats, seated, 'join', 'third')).toBe('This game is no longer open');
    expect(
      roomActionError(twoSeats, { ...creatorOnly, state: 'WAITING_FOR_BEACON' }, 'join', 'x'),
    ).toBe('This game is no longer open');
  });

  it('lets only the creator give the last seat to the house, in a game that has one', () => {
    expect(roomActionError(twoSeats, creatorOnly, 'house', 'creator')).toBeNull();
    expect(roomActionError(twoSeats, creatorOnly, 'house', 'other')).toBe(
      'Only the creator can call the bot',
    );
    expect(roomActionError({ seats: 2 }, creatorOnly, 'house', 'creator')).toBe(
      'This game has no house seat',
    );
    expect(roomActionError({ ...twoSeats, seats: 3 }, creatorOnly, 'house', 'creator')).toBe(
      'The bot takes the last seat only',
    );
  });

  it('lets only the creator cancel, and only while nobody joined', () => {
    expect(roomActionError(twoSeats, creatorOnly, 'cancel', 'creator')).toBeNull();
    expect(roomActionError(twoSeats, creatorOnly, 'cancel', 'other')).toBe(
      'Only the creator can cancel this game',
    );
    for (const state of ['WAITING_FOR_BEACON', 'DRAWN', 'CANCELLED', 'REFUNDED'] as const)
      expect(roomActionError(twoSeats, { ...creatorOnly, state }, 'cancel', 'creator')).toBe(
        'This game can no longer be cancelled',
      );
  });
});

describe('a room draw and its money', () => {
  const room: RoomState<string> = {
    amount: 1_235,
    creatorId: 'creator',
    seats: [
      { userId: 'creator', choice: 'a' },
      { userId: null, choice: 'b' },
    ],
  };

  it('draws the (round 0, seat 0) floats of the beacon draw, as many as the manifest asks', () => {
    const seed = 'seed';
    const value = 'ab'.repeat(32);
    expect(roomDrawFloats({ draw: { by: 'beacon', floats: 3 } }, seed, value)).toEqual(
      beaconFloats({ serverSeed: seed, beaconValue: value, round: 0, seat: 0 }, 3),
    );
  });

  it('accepts payouts that with the fee are the pot exactly, and nothing else', () => {
    expect(roomPot(room)).toBe(2_470);
    expect(checkedPayouts(room, { payouts: [2_396, 0], fee: 74 })).toEqual({
      payouts: [2_396, 0],
      fee: 74,
    });
    expect(() => checkedPayouts(room, { payouts: [2_397, 0], fee: 74 })).toThrow(/pot is 2470/);
    expect(() => checkedPayouts(room, { payouts: [2_470], fee: 0 })).toThrow(/1 payouts for 2/);
    expect(() => checkedPayouts(room, { payouts: [2_395.5, 0.5], fee: 74 })).toThrow(/whole/);
    expect(() => checkedPayouts(room, { payouts: [2_544, -74], fee: 0 })).toThrow(/whole/);
  });

  it('refunds every stake by default, or what the manifest gives up to the stake', () => {
    expect(refundsOf({}, room)).toEqual([1_235, 1_235]);
    expect(refundsOf({ refund: () => [1_000, 0] }, room)).toEqual([1_000, 0]);
    expect(() => refundsOf({ refund: () => [1_236, 0] }, room)).toThrow(/at most the stake/);
    expect(() => refundsOf({ refund: () => [1] }, room)).toThrow(/one whole amount per seat/);
  });

  it('tells a refusal from a choice', () => {
    expect(isRefusal({ refused: 'No' })).toBe(true);
    expect(isRefusal('odd')).toBe(false);
    expect(isRefusal({ side: 'CT' })).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
