import { GAME_KINDS, type GameActivity } from '../../../shared/contract';

/** What counting needs of one socket, from any process. */
export interface WatchingSocket {
  id: string;
  rooms: Iterable<string>;
  userId?: string;
  visitorAddress?: string;
}

/**
 * Players per game: the distinct people whose sockets are in a game's room. A player with
 * three tabs on Mines counts once; a visitor counts once per address (their only identity).
 * Games nobody is in are left out, as the contract allows.
 */
export function countActivity(
  sockets: Iterable<WatchingSocket>,
  roomOf: (kind: (typeof GAME_KINDS)[number]) => string,
): GameActivity {
  const rooms = new Map(GAME_KINDS.map((kind) => [roomOf(kind), kind]));
  const people = new Map<string, Set<string>>();
  for (const socket of sockets) {
    const who = socket.userId ? `u:${socket.userId}` : `v:${socket.visitorAddress ?? socket.id}`;
    for (const room of socket.rooms) {
      const kind = rooms.get(room);
      if (!kind) continue;
      let set = people.get(kind);
      if (!set) people.set(kind, (set = new Set()));
      set.add(who);
    }
  }
  const activity: GameActivity = {};
  for (const kind of GAME_KINDS) {
    const count = people.get(kind)?.size ?? 0;
    if (count > 0) activity[kind] = count;
  }
  return activity;
}

export function sameActivity(a: GameActivity, b: GameActivity): boolean {
  return GAME_KINDS.every((kind) => (a[kind] ?? 0) === (b[kind] ?? 0));
}
