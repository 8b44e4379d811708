import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { clientEvents, parseSubscriptionEvent } from '../../shared/contract';
import { DomainError } from '../domain/errors';
import { toErrorAnswer } from '../http/errors';
import type { Services } from '../services';
import { channelRoom, isKnownChannel, userRoom } from './channels';
import { registerChatHandlers } from './chatHandlers';
import { trackGameActivity } from './gameActivity';
import { relayNotifications } from './notificationRelay';
import { relayLiveDrops } from './liveDropsRelay';
import { relayRain } from './rainRelay';
import { TokenBucket } from './tokenBucket';

interface SocketData {
  userId?: string;
  bucket: TokenBucket;
}
type GatewaySocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;
type Ack = (answer: unknown) => void;

const SUBSCRIPTION = /\.(subscribe|unsubscribe)$/;
const MAX_PAYLOAD_BYTES = 16 * 1024;

/** socket.io on the HTTP server: thin, it validates, calls the domain and relays events. */
export function createGateway(httpServer: HttpServer, services: Services): Server {
  const { config } = services;
  const io = new Server(httpServer, {
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    cors: { origin: config.siteOrigin, credentials: true },
    // Browsers always send Origin; a foreign one is refused at the handshake.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || origin === config.siteOrigin);
    },
  });

  io.on('connection', (raw) => {
    const socket = raw as unknown as GatewaySocket;
    socket.data.bucket = new TokenBucket(config.socketEventsPer10s, 10_000);

    // Every event passes the rate limit first; a refused one is answered, never run.
    socket.use(([, ...args], next) => {
      if (socket.data.bucket.take()) return next();
      const ack = args.at(-1);
      if (typeof ack === 'function')
        ack({ error: { message: 'Too many requests, please slow down', code: 'RATE_LIMITED' } });
    });

    socket.on('login', async (payload: unknown, ack?: Ack) => {
      await answer(ack, async () => {
        const { data } = clientEvents.login.payload.parse(payload);
        const session = await services.accounts.consumeRealtimeToken(data.token);
        if (!session)
          throw new DomainError(
            'INVALID_TOKEN',
            'Realtime login failed: the token is invalid or expired',
            401,
          );
        if (socket.data.userId && socket.data.userId !== session.userId)
          await socket.leave(userRoom(socket.data.userId));
        socket.data.userId = session.userId;
        await socket.join(userRoom(session.userId));
        return { data: { state: true } };
      });
    });

    socket.on('logout', async (...args: unknown[]) => {
      const ack = args.at(-1);
      await answer(typeof ack === 'function' ? (ack as Ack) : undefined, async () => {
        if (socket.data.userId) await socket.leave(userRoom(socket.data.userId));
        delete socket.data.userId;
        return { data: { state: true } };
      });
    });

    socket.onAny((event: string, ...args: unknown[]) => {
      if (!SUBSCRIPTION.test(event)) return;
      const ack = args.at(-1);
      const reply = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      const subscription = parseSubscriptionEvent(event);
      if (!subscription || !isKnownChannel(subscription.channel)) return reply(false);
      const room = channelRoom(subscription.channel);
      // With the Redis adapter join/leave may be async; either way the ack waits for it.
      void Promise.resolve(
        subscription.action === 'subscribe' ? socket.join(room) : socket.leave(room),
      ).then(
        () => reply(true),
        () => reply(false),
      );
    });
  });

  services.events.on('user.balance', ({ userId, balance }) => {
    io.to(userRoom(userId)).emit('user.balance', { data: { balance } });
  });
  relayNotifications(io, httpServer, services);
  relayLiveDrops(io, services);
  relayRain(io, httpServer, services);
  registerChatHandlers(io, httpServer, services);
  trackGameActivity(io, httpServer, services);

  return io;
}

async function answer(ack: Ack | undefined, work: () => Promise<unknown>) {
  try {
    const result = await work();
    ack?.(result);
  } catch (error) {
    const { body } = toErrorAnswer(error);
    ack?.({ error: body.error });
  }
}
