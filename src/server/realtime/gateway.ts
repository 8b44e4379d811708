import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { clientEvents, parseSubscriptionEvent } from '../../shared/contract';
import { DomainError } from '../domain/errors';
import { toErrorAnswer } from '../edge/errorAnswer';
import type { Services } from '../services';
import { channelRoom, knownChannels } from './channels';
import { registerCaptureHandlers } from './captureSockets';
import { registerChatHandlers } from './chatHandlers';
import { trackGameActivity } from './gameActivity';
import { registerRelays } from './relays';
import { type SessionSocketData, SessionSockets } from './sessionSockets';
import { TokenBucket } from './tokenBucket';

interface SocketData extends SessionSocketData {
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
const RATE_LIMITED = {
  error: { message: 'Too many requests, please slow down', code: 'RATE_LIMITED' },
};

const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/** socket.io on the HTTP server: thin, it validates, calls the domain and relays events. */
export function createGateway(httpServer: HttpServer, services: Services): Server {
  const { config } = services;
  const isKnown = knownChannels(services.gameRegistry.kinds);
  const io = new Server(httpServer, {
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    cors: { origin: config.siteOrigin, credentials: true },
    // Browsers always send Origin; a foreign one is refused at the handshake.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || origin === config.siteOrigin);
    },
  });
  const sessions = new SessionSockets(io, services.broadcast);

  io.on('connection', (raw) => {
    const socket = raw as unknown as GatewaySocket;
    socket.data.bucket = new TokenBucket(config.socketEventsPer10s, 10_000);

    // Every inbound event passes the rate limit first; a refused one is answered, never run.
    // Subscriptions are handled here, after the limit, and not by `onAny` listeners: those
    // run before any middleware, so they would escape it.
    socket.use(([event, ...args], next) => {
      const ack = ackOf(args);
      if (!socket.data.bucket.take()) return ack?.(RATE_LIMITED);
      if (!SUBSCRIPTION.test(event)) return next();
      subscription(socket, event, isKnown, ack ?? (() => undefined));
      // Later middleware (game activity) still sees it; no listener handles it again.
      next();
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
        await sessions.bind(raw, session);
        return { data: { state: socket.data.userId === session.userId } };
      });
    });

    socket.on('logout', async (...args: unknown[]) => {
      await answer(ackOf(args), async () => {
        await sessions.unbind(raw);
        return { data: { state: true } };
      });
    });
  });

  registerRelays(io, httpServer, services);
  registerChatHandlers(io, httpServer, services);
  registerCaptureHandlers(io, httpServer, services);
  trackGameActivity(io, httpServer, services);

  return io;
}

/** `{channel}.subscribe` / `.unsubscribe`: only the channels the contract names. */
function subscription(
  socket: GatewaySocket,
  event: string,
  isKnown: (channel: string) => boolean,
  reply: Ack,
) {
  const parsed = parseSubscriptionEvent(event);
  if (!parsed || !isKnown(parsed.channel)) return reply(false);
  const room = channelRoom(parsed.channel);
  // With the Redis adapter join/leave may be async; either way the ack waits for it.
  void Promise.resolve(parsed.action === 'subscribe' ? socket.join(room) : socket.leave(room)).then(
    () => reply(true),
    () => reply(false),
  );
}

async function answer(ack: Ack | undefined, work: () => Promise<unknown>) {
  try {
    const result = await work();
    ack?.(result);
  } catch (error) {
    ack?.(toErrorAnswer(error).body);
  }
}
