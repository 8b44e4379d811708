import type { Server } from 'socket.io';
import { reaches } from '../domain/notifications';
import type { AudienceOf } from '../domain/events';
import { userRoom } from './channels';

/** The user a socket logged in as (the gateway keeps it in socket.data), if any. */
const userIdOf = (data: unknown) => (data as { userId?: string } | undefined)?.userId ?? null;

/**
 * The ids of this process's sockets that an audience reaches, leaving out the given users.
 * Only local sockets: every process answers for its own, so a cluster sends each once.
 */
export async function localSocketsFor(
  io: Server,
  audience: AudienceOf,
  options: {
    excludedUserIds: ReadonlySet<string>;
    newAccountsAmong: (userIds: string[]) => Promise<Set<string>>;
  },
): Promise<string[]> {
  const namespace = io.of('/');
  // USER and USERS look only at their users' rooms; wider audiences at every local socket.
  const candidates =
    audience.audience === 'USER' || audience.audience === 'USERS'
      ? audience.targetUserIds.flatMap((id) => [
          ...(namespace.adapter.rooms.get(userRoom(id)) ?? []),
        ])
      : [...namespace.sockets.keys()];
  const sockets = candidates.flatMap((id) => {
    const socket = namespace.sockets.get(id);
    return socket ? [{ id, userId: userIdOf(socket.data) }] : [];
  });
  const newAccounts =
    audience.audience === 'NEW_USERS'
      ? await options.newAccountsAmong([
          ...new Set(sockets.flatMap((s) => (s.userId ? [s.userId] : []))),
        ])
      : new Set<string>();
  return sockets
    .filter(
      ({ userId }) =>
        !(userId && options.excludedUserIds.has(userId)) &&
        reaches(audience, { userId, isNewAccount: userId !== null && newAccounts.has(userId) }),
    )
    .map((socket) => socket.id);
}
