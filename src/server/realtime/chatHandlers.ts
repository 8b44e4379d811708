import { notAuthenticated } from '../domain/errors';
import type { Services } from '../services';
import type { SessionSocketData } from './sessionSockets';
import type { ClientEventHandlers } from './socketEdge';

/**
 * `chat.send-message`, answered with the new message's id. New and removed messages reach
 * sockets through relays.ts. The gateway's per-socket rate limit runs before this; the
 * channel's rules (chatRules.ts) after it.
 */
export function chatEvents(services: Services): Pick<ClientEventHandlers, 'chat.send-message'> {
  return {
    'chat.send-message': async ({ data: input }, socket) => {
      // Set by `login`, cleared when its session ends (sessionSockets.ts).
      const { userId, visitorAddress } = socket.data as SessionSocketData & {
        visitorAddress: string;
      };
      if (!userId) throw notAuthenticated();
      // Per account and per address, across sockets and processes (edge/limits.ts).
      await services.actionLimiter.check('chat', { address: visitorAddress, subject: userId });
      const message = await services.chat.service.send(userId, input);
      return { data: { id: message._id } };
    },
  };
}
