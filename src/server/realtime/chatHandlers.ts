import { notAuthenticated } from '../domain/errors';
import type { Services } from '../services';
import type { SessionSocketData } from './sessionSockets';
import type { ClientEventHandlers } from './socketEdge';

/**
 * `chat.send-message`, answered with the new message's id. New and removed messages reach
 * sockets through relays.ts. The gateway's per-socket rate limit runs before this.
 */
export function chatEvents(services: Services): Pick<ClientEventHandlers, 'chat.send-message'> {
  return {
    'chat.send-message': async ({ data: input }, socket) => {
      // Set by `login`, cleared when its session ends (sessionSockets.ts).
      const { userId } = socket.data as SessionSocketData;
      if (!userId) throw notAuthenticated();
      const message = await services.chat.service.send(userId, input);
      return { data: { id: message._id } };
    },
  };
}
