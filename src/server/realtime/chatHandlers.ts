import type { Server as HttpServer } from 'node:http';
import type { Server } from 'socket.io';
import { clientEvents } from '../../shared/contract';
import { DomainError, notAuthenticated } from '../domain/errors';
import { toErrorAnswer } from '../edge/errorAnswer';
import type { Services } from '../services';
import { trackPresence } from './onlinePresence';
import { visitorAddress } from './visitorAddress';

type Ack = (answer: unknown) => void;

interface ChatSocketData {
  /** Set by the gateway's `login`, cleared when its session ends (sessionSockets.ts). */
  userId?: string;
  visitorAddress?: string;
}

/**
 * Chat over the socket: `chat.send-message` (validated, answered in its acknowledgement).
 * New and removed messages reach sockets through relays.ts. Also keeps the online count.
 * The gateway's per-socket rate limit runs before these handlers.
 */
export function registerChatHandlers(io: Server, httpServer: HttpServer, services: Services) {
  const { config } = services;

  io.on('connection', (socket) => {
    const data = socket.data as ChatSocketData;
    data.visitorAddress = visitorAddress(
      socket.handshake.address,
      socket.handshake.headers['x-forwarded-for'],
      config.trustProxy,
    );

    socket.on('chat.send-message', async (...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
      try {
        if (typeof args[0] !== 'object' || args[0] === null)
          throw new DomainError(
            'VALIDATION',
            'Send a message as { data: { channel, blocks } }',
            400,
          );
        const { data: input } = clientEvents['chat.send-message'].payload.parse(args[0]);
        if (!data.userId) throw notAuthenticated();
        const message = await services.chat.service.send(data.userId, input);
        ack?.({ data: { id: message._id } });
      } catch (error) {
        ack?.({ error: toErrorAnswer(error).body.error });
      }
    });
  });

  trackPresence(io, httpServer, services);
}
