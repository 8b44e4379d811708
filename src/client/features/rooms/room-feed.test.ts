import { describe, expect, it } from 'vitest';
import type { RoomView } from '../../../shared/contract/rooms';
import { mergeRooms, roomLists, roomOfPayload, roomsOfListsPayload } from './room-feed';

const room = (id: string, state: RoomView['state'], extra: Partial<RoomView> = {}): RoomView => ({
  id,
  game: 'odd-or-even',
  state,
  amount: 100,
  createdAt: `2026-12-01T00:00:0${id.slice(-1)}.000Z`,
  seats: [{ username: 'ann', house: false, choice: 'odd' }],
  serverSeedHash: 'a'.repeat(64),
  fairness: null,
  serverSeed: null,
  beaconValue: null,
  beaconEvidence: null,
  outcome: null,
  payouts: null,
  fee: null,
  drawnAt: null,
  ...extra,
});

describe('a room game lobby', () => {
  it('keeps each room at its furthest state, whatever order its news arrives in', () => {
    const drawn = room('r1', 'DRAWN', { outcome: { number: 7 }, payouts: [194, 0], fee: 6 });
    const waiting = room('r1', 'WAITING_FOR_BEACON');
    let rooms = mergeRooms(new Map(), [room('r1', 'OPEN')]);
    rooms = mergeRooms(rooms, [drawn]);
    // A snapshot read before the draw, or the join's answer, comes after it: ignored.
    rooms = mergeRooms(rooms, [waiting, room('r1', 'OPEN')]);
    expect(rooms.get('r1')).toBe(drawn);
    expect(mergeRooms(rooms, [waiting])).toBe(rooms);
  });

  it('takes a fuller open room over an emptier one', () => {
    const one = room('r1', 'OPEN');
    const two = room('r1', 'OPEN', {
      seats: [...one.seats, { username: 'bo', house: false, choice: 'even' }],
    });
    expect(mergeRooms(mergeRooms(new Map(), [two]), [one]).get('r1')).toBe(two);
    expect(mergeRooms(mergeRooms(new Map(), [one]), [two]).get('r1')).toBe(two);
  });

  it('lists open, waiting and the newest finished rooms, newest first', () => {
    const rooms = mergeRooms(new Map(), [
      room('r1', 'DRAWN'),
      room('r2', 'OPEN'),
      room('r3', 'CANCELLED'),
      room('r4', 'WAITING_FOR_BEACON'),
      room('r5', 'OPEN'),
      room('r6', 'REFUNDED'),
    ]);
    const ids = (list: RoomView[]) => list.map((r) => r.id);
    const lists = roomLists(rooms, 2);
    expect(ids(lists.open)).toEqual(['r5', 'r2']);
    expect(ids(lists.active)).toEqual(['r4']);
    expect(ids(lists.recent)).toEqual(['r6', 'r3']);
  });

  it("reads only this game's rooms out of socket payloads", () => {
    const open = room('r1', 'OPEN');
    expect(roomOfPayload('odd-or-even', { data: { game: open } })).toBe(open);
    expect(roomOfPayload('coin-flip', { data: { game: open } })).toBeNull();
    expect(roomOfPayload('odd-or-even', { data: { game: { ...open, state: 'LOST' } } })).toBeNull();
    expect(roomOfPayload('odd-or-even', { data: null })).toBeNull();
    expect(
      roomsOfListsPayload('odd-or-even', { data: { open: [open], active: [], recent: [{}] } }),
    ).toEqual([open]);
    expect(roomsOfListsPayload('odd-or-even', { data: { open: [open] } })).toBeNull();
  });
});
