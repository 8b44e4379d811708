import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import { Server, type Socket } from 'socket.io';
import { parseSubscriptionEvent } from '../../shared/contract';
import type { ServerModule } from '../modules/serverModule';
import type { Services } from '../services';
import { channelRoom, knownChannels } from './channels';
import { captureEvents, refreshCaptureAudience } from './captureSockets';
import { chatEvents } from './chatHandlers';
import { trackGameActivity } from './gameActivity';
import { trackPresence } from './onlinePresence';
import { registerRelays } from './relays';
import { sessionEvents } from './sessionEvents';
import { type SessionSocketData, SessionSockets } from './sessionSockets';
import { type Ack, answerAck, serveClientEvents, takeAck } from './socketEdge';
import { TokenBucket } from './tokenBucket';
import { visitorAddress } from './visitorAddress';

interface SocketData extends SessionSocketData {
  bucket: TokenBucket;
  /** Who a visitor is for the online count and players per game. */
  visitorAddress: string;
}
type GatewaySocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

const SUBSCRIPTION = /\.(subscribe|unsubscribe)$/;
const MAX_PAYLOAD_BYTES = 16 * 1024;
const RATE_LIMITED = {
  error: { message: 'Too many requests, please slow down', code: 'RATE_LIMITED' },
};

/** socket.io on the HTTP server: thin, it validates, calls the domain and relays events. */
export function createGateway(
  httpServer: HttpServer,
  services: Services,
  modules: readonly ServerModule[],
): Server {
  const { config } = services;
  const log = pino({ level: config.logLevel, name: 'socket' });
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
    const socketLog = log.child({ socketId: socket.id });
    socket.data.bucket = new TokenBucket(config.socketEventsPer10s, 10_000);
    socket.data.visitorAddress = visitorAddress(
      socket.handshake.address,
      socket.handshake.headers['x-forwarded-for'],
      config.trustProxy,
    );

    // Every inbound event passes the rate limit first; a refused one is answered, never run.
    // Subscriptions are handled here, after the limit, and not by `onAny` listeners: those
    // run before any middleware, so they would escape it.
    socket.use(([event, ...args], next) => {
      const { ack } = takeAck(args);
      if (!socket.data.bucket.take()) return answerAck(ack, RATE_LIMITED, socketLog);
      if (!SUBSCRIPTION.test(event)) return next();
      subscription(socket, event, isKnown, (answer) => answerAck(ack, answer, socketLog));
      // Later middleware (game activity) still sees it; no listener handles it again.
      next();
    });
  });

  // Every event of the contract, through the one edge (socketEdge.ts).
  serveClientEvents(
    io,
    { ...sessionEvents(services, sessions), ...chatEvents(services), ...captureEvents(services) },
    { log, checkAnswers: config.env !== 'production' },
  );

  registerRelays(io, httpServer, services, modules);
  trackPresence(io, httpServer, services);
  refreshCaptureAudience(io, httpServer, services);
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
