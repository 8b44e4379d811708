import { DomainError } from '../domain/errors';
import type { Services } from '../services';
import type { SessionSockets } from './sessionSockets';
import type { ClientEventHandlers } from './socketEdge';

const invalidToken = () =>
  new DomainError('INVALID_TOKEN', 'Realtime login failed: the token is invalid or expired', 401);

/** `login` with a single-use token from GET /api/auth/websocket, and `logout`. */
export function sessionEvents(
  services: Services,
  sessions: SessionSockets,
): Pick<ClientEventHandlers, 'login' | 'logout'> {
  return {
    login: async ({ data }, socket) => {
      const session = await services.accounts.consumeRealtimeToken(data.token);
      if (!session) throw invalidToken();
      await sessions.bind(socket, session);
      // A session that ended during the bind leaves the socket a visitor: say so.
      const { userId } = socket.data as { userId?: string };
      return { data: { state: userId === session.userId } };
    },
    logout: async (_input, socket) => {
      await sessions.unbind(socket);
      return { data: { state: true } };
    },
  };
}
