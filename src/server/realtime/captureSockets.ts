import type { Server as HttpServer } from 'node:http';
import type { Server } from 'socket.io';
import { DomainError } from '../domain/errors';
import { CAPTURE_WATCH_REFRESH_MS } from '../domain/streamer';
import type { Services } from '../services';
import type { ClientEventHandlers } from './socketEdge';

// Capture sockets: a stream's browser source (/embed/{game}?token=...) joins with a capture
// token, never the session cookie. It only hears its owner's own bets (`capture.bet`), told
// with the betting tab's hold so the source never lands first, and it is logged in as
// nobody: chat and every authenticated handler refuse it as they refuse a visitor. Revoking
// the token tells its sockets and disconnects them, on every process (through the adapter).

/** Every capture socket of one player: their bets go here. */
export const captureRoom = (userId: string) => `capture:${userId}`;
/** The sockets of one token: a revocation drops exactly these. */
export const captureTokenRoom = (tokenId: string) => `capture-token:${tokenId}`;

const CAPTURE_ROOM_PREFIX = captureRoom('');

/** The players whose browser sources are connected to this process. */
function watchedHere(io: Server): string[] {
  const userIds: string[] = [];
  for (const room of io.of('/').adapter.rooms.keys())
    if (room.startsWith(CAPTURE_ROOM_PREFIX)) userIds.push(room.slice(CAPTURE_ROOM_PREFIX.length));
  return userIds;
}

interface CaptureSocketData {
  captureTokenId?: string;
}

const invalidToken = () =>
  new DomainError(
    'INVALID_CAPTURE_TOKEN',
    'This capture link is not valid or was revoked: make a new one in Profile → Settings',
    401,
  );

/** Tells every process which players this one's browser sources follow, while they stay. */
export function refreshCaptureAudience(
  io: Server,
  httpServer: HttpServer,
  services: Services,
): void {
  const refresh = setInterval(
    () => services.captureAudience.watching(watchedHere(io)),
    CAPTURE_WATCH_REFRESH_MS,
  );
  refresh.unref();
  httpServer.once('close', () => clearInterval(refresh));
}

/**
 * `capture.join`: the token checked, the socket put in its rooms, and every process told
 * the player is watched (again every refresh while it stays).
 */
export function captureEvents(services: Services): Pick<ClientEventHandlers, 'capture.join'> {
  return {
    'capture.join': async ({ data }, socket) => {
      const grant = await services.captureTokens.use(data.token);
      if (!grant) throw invalidToken();
      const own = socket.data as CaptureSocketData;
      if (own.captureTokenId && own.captureTokenId !== grant.tokenId)
        throw new DomainError(
          'CAPTURE_ALREADY_JOINED',
          'This socket already follows a capture link',
        );
      own.captureTokenId = grant.tokenId;
      await socket.join([captureRoom(grant.userId), captureTokenRoom(grant.tokenId)]);
      // A revocation that committed between the check and the join dropped no one here.
      if (!(await services.captureTokens.isActive(grant.tokenId))) {
        await socket.leave(captureRoom(grant.userId));
        throw invalidToken();
      }
      services.captureAudience.watching([grant.userId]);
      return { data: { watching: true as const } };
    },
  };
}
