import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ROOM_STATES,
  type RoomAction,
  checkedPayouts,
  roomActionError,
  roomDrawFloats,
} from '../rooms/core/roomRules';
import { beaconFloats } from '../fair/beaconDraw';
import type { RoomState } from '../manifest';
import {
  COIN_FLIP_DRAW,
  type CoinFlipAction,
  type CoinSide,
  coinFlipActionError,
  coinFlipSide,
  otherSide,
  settleCoinFlip,
} from './core';
import { coinFlipGame } from './game';

// Coin flip as the room driver plays it draws and pays exactly what the flip did before
// it: the same two floats of the same beacon draw, the side from the first, the fee rounded
// with the second, the pot to the seat that chose the side (the house's, against the bot).

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a flip paid before the driver: its side, winner, payout and fee. */
function flipBefore(serverSeed: string, beaconValue: string, stake: number, creator: CoinSide) {
  const [float, roundingFloat] = beaconFloats({ serverSeed, beaconValue, ...COIN_FLIP_DRAW }, 2);
  return settleCoinFlip(stake, creator, coinFlipSide(float!), roundingFloat!);
}

const room = (stake: number, creator: CoinSide, bot: boolean): RoomState<CoinSide> => ({
  amount: stake,
  creatorId: 'creator',
  seats: [
    { userId: 'creator', choice: creator },
    { userId: bot ? null : 'joiner', choice: otherSide(creator) },
  ],
});

describe('coin flip on the room driver', () => {
  it('draws and pays every flip as before, to the hundredth', () => {
    for (let i = 0; i < 400; i++) {
      const serverSeed = hex(`seed ${i}`);
      const beaconValue = hex(`value ${i}`);
      const stake = 10 + ((i * 7919) % 1_000_000);
      const creator: CoinSide = i % 3 === 0 ? 'CT' : 'T';
      const state = room(stake, creator, i % 4 === 0);
      const floats = roomDrawFloats(coinFlipGame, serverSeed, beaconValue);
      const outcome = coinFlipGame.outcome(state, floats);
      const { payouts, fee } = checkedPayouts(state, coinFlipGame.settle(state, outcome, floats));
      const before = flipBefore(serverSeed, beaconValue, stake, creator);
      expect(outcome).toEqual({ winningSide: before.winningSide });
      expect(fee).toBe(before.fee);
      const winner = before.winner === 'creator' ? 0 : 1;
      expect(payouts[winner]).toBe(before.payout);
      expect(payouts[1 - winner]).toBe(0);
    }
  });

  it('seats the joiner and the bot on the side the creator left', () => {
    const open = { amount: 500, creatorId: 'c', seats: [{ userId: 'c', choice: 'T' as const }] };
    expect(coinFlipGame.openSeat({ amount: 500, side: 'T' })).toBe('T');
    expect(coinFlipGame.joinSeat(open, {})).toBe('CT');
    expect(coinFlipGame.houseSeat!(open)).toBe('CT');
  });

  it("keeps each seat's bet outcome in coin flip's own shape", () => {
    const seat = { roomId: 'r', seat: 1, choice: 'CT' as const };
    const { seatOutcome } = coinFlipGame;
    expect(
      seatOutcome!({
        ...seat,
        outcome: { winningSide: 'T' },
        beaconRound: 42,
        beaconValue: 'ab'.repeat(32),
      }),
    ).toEqual({
      gameId: 'r',
      side: 'CT',
      winningSide: 'T',
      beaconRound: 42,
      beaconValue: 'ab'.repeat(32),
    });
    expect(seatOutcome!({ ...seat, cancelled: true })).toEqual({
      gameId: 'r',
      side: 'CT',
      cancelled: true,
    });
    expect(seatOutcome!({ ...seat, refunded: true, beaconRound: 42 })).toEqual({
      gameId: 'r',
      side: 'CT',
      refunded: true,
      beaconRound: 42,
    });
  });

  it("refuses a stake outside coin flip's limits with the spec's words", () => {
    const refused = coinFlipGame.create.safeParse({ amount: 9, side: 'CT' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe('The stake must be at least 0.10');
    expect(coinFlipGame.create.safeParse({ amount: 10, side: 'X' }).success).toBe(false);
  });

  it("refuses a player's action in the spec's words, in every state a room can be in", () => {
    const action: Record<RoomAction, CoinFlipAction> = {
      join: 'join',
      house: 'callBot',
      cancel: 'cancel',
    };
    for (const state of ROOM_STATES) {
      const seats =
        state === 'OPEN' || state === 'CANCELLED'
          ? [{ userId: 'creator' }]
          : [{ userId: 'creator' }, { userId: 'joiner' }];
      for (const act of ['join', 'house', 'cancel'] as const)
        for (const actor of ['creator', 'other']) {
          const room = roomActionError(
            coinFlipGame,
            { state, creatorId: 'creator', seats },
            act,
            actor,
          );
          const spec = coinFlipActionError(
            { state: state === 'DRAWN' ? 'FLIPPED' : state, creatorId: 'creator' },
            action[act],
            actor,
          );
          expect(room, `${act} by ${actor} when ${state}`).toBe(spec);
        }
    }
  });
});
