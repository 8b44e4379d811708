import { beaconFloats } from '../../fair/beaconDraw';
import type { RoomGameManifest, RoomPayouts, RoomRefusal, RoomState } from '../../manifest';

// The rules every room game shares, whatever its manifest: its life (who may do what,
// when), the draw's floats, and the checks that keep a manifest's money exact. Pure, so the
// driver, the verifiers and the tests read the same rules.

/**
 * A room's life. Open while seats are free (its creator may cancel it); the transaction that
 * fills the last seat names a future beacon round, and from then on nobody, the server
 * included, can change it: it is drawn once the round's value is public, or refunded if
 * that value never verifies.
 */
export const ROOM_STATES = [
  'OPEN',
  'WAITING_FOR_BEACON',
  'DRAWN',
  'CANCELLED',
  'REFUNDED',
] as const;
export type RoomStateName = (typeof ROOM_STATES)[number];

/** What a player does to a room: take a seat, give the last one to the house, cancel it. */
export type RoomAction = 'join' | 'house' | 'cancel';

/** Why a refusal in words: the driver answers these with 409 and changes nothing. */
export function roomActionError(
  game: Pick<RoomGameManifest, 'seats' | 'houseSeat'>,
  room: { state: RoomStateName; creatorId: string; seats: readonly { userId: string | null }[] },
  action: RoomAction,
  actorId: string,
): string | null {
  const creator = actorId === room.creatorId;
  const seatsTaken = room.seats.length;
  switch (action) {
    case 'join':
      if (creator) return 'You cannot join your own game';
      if (room.seats.some((seat) => seat.userId === actorId))
        return 'You already have a seat in this game';
      if (room.state !== 'OPEN' || seatsTaken >= game.seats) return 'This game is no longer open';
      return null;
    case 'house':
      if (!game.houseSeat) return 'This game has no house seat';
      if (!creator) return 'Only the creator can call the bot';
      if (room.state !== 'OPEN') return 'This game is no longer open';
      if (seatsTaken !== game.seats - 1) return 'The bot takes the last seat only';
      return null;
    case 'cancel':
      if (!creator) return 'Only the creator can cancel this game';
      // One joiner more and the round would be named: only a room nobody joined is cancelled.
      if (room.state !== 'OPEN' || seatsTaken !== 1) return 'This game can no longer be cancelled';
      return null;
  }
}

export const isRefusal = (value: unknown): value is RoomRefusal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { refused?: unknown }).refused === 'string';

/** The floats a room's draw gives: (round 0, seat 0) of the beacon draw, as many as it asks. */
export function roomDrawFloats(
  game: Pick<RoomGameManifest, 'draw'>,
  serverSeed: string,
  beaconValue: string,
): number[] {
  return beaconFloats({ serverSeed, beaconValue, round: 0, seat: 0 }, game.draw.floats);
}

/** Every seat's stake: the pot the payouts and the fee share out, exactly. */
export const roomPot = (room: RoomState<unknown>): number => room.amount * room.seats.length;

/**
 * The manifest's payouts, checked: one whole, non-negative amount per seat, and with the fee
 * exactly the pot. A manifest that breaks this is a bug, so it throws before any money moves.
 */
export function checkedPayouts<C>(room: RoomState<C>, payouts: RoomPayouts): RoomPayouts {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (payouts.payouts.length !== room.seats.length)
    throw new RangeError(`${payouts.payouts.length} payouts for ${room.seats.length} seats`);
  if (!payouts.payouts.every(whole) || !whole(payouts.fee))
    throw new RangeError('Payouts and the fee are whole, non-negative hundredths');
  const paid = payouts.payouts.reduce((sum, payout) => sum + payout, 0) + payouts.fee;
  if (paid !== roomPot(room))
    throw new RangeError(`Payouts and fee make ${paid}, the pot is ${roomPot(room)}`);
  return payouts;
}

/** What each seat gets back from a room never drawn: the manifest's rule, or every stake. */
export function refundsOf<C>(
  game: Pick<RoomGameManifest<string, never, never, C>, 'refund'>,
  room: RoomState<C>,
): readonly number[] {
  const refunds = game.refund ? game.refund(room) : room.seats.map(() => room.amount);
  if (refunds.length !== room.seats.length || !refunds.every((n) => Number.isSafeInteger(n)))
    throw new RangeError('A refund is one whole amount per seat');
  if (refunds.some((n) => n < 0 || n > room.amount))
    throw new RangeError('A refund gives back at most the stake');
  return refunds;
}
