// Types only: the contract's zod schemas stay out of the client bundle.
import type { RoomLists, RoomView } from '../../../shared/contract/rooms';
import { isRecord } from '../../../shared/is-record';

// A room game's lobby as a page keeps it: every room heard of, by id, from the lists (HTTP
// and the channel's snapshot) and each room's change. Events may arrive in any order (an
// answer before its socket event, a snapshot read before a change), so a room never goes
// back in its life: open, then waiting for its beacon, then drawn, cancelled or refunded.

export type RoomsById = ReadonlyMap<string, RoomView>;

const STAGE: Record<RoomView['state'], number> = {
  OPEN: 0,
  WAITING_FOR_BEACON: 1,
  DRAWN: 2,
  CANCELLED: 2,
  REFUNDED: 2,
};

/** True when `next` is the same room as `known` or further on in its life. */
export function isNewer(known: RoomView, next: RoomView): boolean {
  const stage = STAGE[next.state] - STAGE[known.state];
  return stage > 0 || (stage === 0 && next.seats.length >= known.seats.length);
}

/** The rooms with these merged in, each kept at its furthest state. */
export function mergeRooms(rooms: RoomsById, incoming: readonly RoomView[]): RoomsById {
  let merged: Map<string, RoomView> | null = null;
  for (const room of incoming) {
    const known = (merged ?? rooms).get(room.id);
    if (known && !isNewer(known, room)) continue;
    merged ??= new Map(rooms);
    merged.set(room.id, room);
  }
  return merged ?? rooms;
}

const newestFirst = (a: RoomView, b: RoomView) => b.createdAt.localeCompare(a.createdAt);

/** The lobby's three lists: open rooms, rooms waiting for their draw, and the last finished. */
export function roomLists(rooms: RoomsById, recent: number): RoomLists {
  const all = [...rooms.values()].sort(newestFirst);
  return {
    open: all.filter((room) => room.state === 'OPEN'),
    active: all.filter((room) => room.state === 'WAITING_FOR_BEACON'),
    recent: all.filter((room) => STAGE[room.state] === 2).slice(0, recent),
  };
}

/** A room of a `<kind>.game` payload of this game; null for anything else. */
export function roomOfPayload(kind: string, payload: unknown): RoomView | null {
  const room = isRecord(payload) && isRecord(payload.data) ? payload.data.game : null;
  return isRecord(room) &&
    room.game === kind &&
    typeof room.id === 'string' &&
    typeof room.state === 'string' &&
    room.state in STAGE &&
    Array.isArray(room.seats)
    ? (room as unknown as RoomView)
    : null;
}

/** The rooms of a `<kind>.games` payload (its three lists); null for anything else. */
export function roomsOfListsPayload(kind: string, payload: unknown): RoomView[] | null {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
  if (!data) return null;
  const lists = [data.open, data.active, data.recent];
  if (!lists.every(Array.isArray)) return null;
  return (lists as unknown[][])
    .flat()
    .map((room) => roomOfPayload(kind, { data: { game: room } }))
    .filter((room) => room !== null);
}
