import type { GameActivity } from '../../../shared/contract';

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
  /** The games of the server's registry. */
  kinds: readonly string[],
  roomOf: (kind: string) => string,
): GameActivity {
  const rooms = new Map(kinds.map((kind) => [roomOf(kind), kind]));
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
  const activity: Record<string, number> = {};
  for (const kind of kinds) {
    const count = people.get(kind)?.size ?? 0;
    if (count > 0) activity[kind] = count;
  }
  return activity as GameActivity;
}

export function sameActivity(a: GameActivity, b: GameActivity): boolean {
  const counts = (x: GameActivity) => x as Record<string, number | undefined>;
  const kinds = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...kinds].every((kind) => (counts(a)[kind] ?? 0) === (counts(b)[kind] ?? 0));
}
