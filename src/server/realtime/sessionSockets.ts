import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import { serverEvents } from '../../shared/contract';
import { isoDateTimeSchema } from '../../shared/contract/common';
import type { Broadcast } from '../domain/broadcast';
import { userRoom } from './channels';

/** The room of every socket logged in through one session (across processes, via the adapter). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** What a logged-in socket carries; the chat, presence and activity code read `userId`. */
export interface SessionSocketData {
  userId?: string;
  sessionId?: string;
}

/**
 * How long an ended session is remembered here: longer than a login can take between its
 * token check and its join, so a login that raced the end cannot keep the player.
 */
const ENDED_MEMORY_MS = 60_000;

const endedSchema = z.object({
  sessionIds: z.array(z.string()),
  // A ban a peer sent malformed still ends the sessions, told without it.
  ban: z.object({ until: isoDateTimeSchema.nullable() }).optional().catch(undefined),
});

/** Why a session ended, as its sockets are told: only a ban is named. */
type EndReason = { ban?: { until: string | null } };

/**
 * Binds sockets to the session whose realtime token logged them in, and unbinds them when
 * that session ends, in whichever process it ended: `sessions.ended` reaches every process
 * through the broadcast port, and each one unbinds its own sockets in the session's room.
 * An unbound socket is a visitor's again: it leaves the user's rooms, its data is cleared
 * (so chat and every other authenticated handler refuse it) and it is told `session.ended`.
 */
export class SessionSockets {
  private readonly ended = new Map<string, { at: number; reason: EndReason }>();

  constructor(
    private readonly io: Server,
    broadcast: Broadcast,
    private readonly now: () => number = Date.now,
  ) {
    broadcast.subscribe('sessions.ended', (message) => {
      const parsed = endedSchema.safeParse(message);
      if (parsed.success) {
        const { sessionIds, ban } = parsed.data;
        this.endAll(sessionIds, ban ? { ban } : {});
      }
    });
  }

  /** Logs a socket in as a session's player (leaving any other player it was). */
  async bind(socket: Socket, session: { sessionId: string; userId: string }): Promise<void> {
    await this.unbind(socket);
    const data = socket.data as SessionSocketData;
    data.userId = session.userId;
    data.sessionId = session.sessionId;
    await socket.join([userRoom(session.userId), sessionRoom(session.sessionId)]);
    // The session may have ended between the token check and the join: undo it.
    const ended = this.ended.get(session.sessionId);
    if (ended) await this.end(socket, session.sessionId, ended.reason);
  }

  /** Logs a socket out (its own `logout`): a visitor again. */
  async unbind(socket: Socket): Promise<void> {
    const data = socket.data as SessionSocketData;
    if (data.userId) await socket.leave(userRoom(data.userId));
    if (data.sessionId) await socket.leave(sessionRoom(data.sessionId));
    delete data.userId;
    delete data.sessionId;
  }

  private endAll(sessionIds: string[], reason: EndReason) {
    const at = this.now();
    for (const [id, ended] of this.ended)
      if (at - ended.at > ENDED_MEMORY_MS) this.ended.delete(id);
    const sockets = this.io.of('/').sockets;
    for (const sessionId of sessionIds) {
      this.ended.set(sessionId, { at, reason });
      // This process's sockets only: every process applies the message to its own.
      const ids = this.io.of('/').adapter.rooms.get(sessionRoom(sessionId)) ?? new Set();
      for (const id of [...ids]) {
        const socket = sockets.get(id);
        if (socket) void this.end(socket, sessionId, reason);
      }
    }
  }

  private async end(socket: Socket, sessionId: string, reason: EndReason) {
    if ((socket.data as SessionSocketData).sessionId !== sessionId) return;
    await this.unbind(socket);
    socket.emit('session.ended', serverEvents['session.ended'].payload.parse({ data: reason }));
  }
}
