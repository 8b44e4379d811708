import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { type GameActivity, serverEvents } from '../../shared/contract';
import { countActivity, sameActivity } from '../domain/games';
import type { Services } from '../services';
import { channelRoom } from './channels';

interface ActivitySocketData {
  userId?: string;
  visitorAddress?: string;
}

const GAME_SUBSCRIPTION = /^game:[a-z-]+\.(subscribe|unsubscribe)$/;
const GAME_ROOM_PREFIX = channelRoom('game:');

/** How soon after a local join or leave the count is taken again. */
const LOCAL_CHANGE_DELAY_MS = 250;

/**
 * Players per game from the game:<kind> rooms of every process: fetchSockets() asks all of
 * them through the adapter (Redis when scaled out), so the count is the cluster's and no
 * per-process tally can drift when a process dies. Each process recounts when one of its
 * sockets joins or leaves a room (throttled) and on a timer (for the other processes'
 * changes), and tells only its own sockets when the count changed: each socket hears it once.
 */
export function trackGameActivity(io: Server, httpServer: HttpServer, services: Services): void {
  const log = pino({ level: services.config.logLevel, name: 'game-activity' });
  const board = services.gameActivity;
  board.useSource(async () => {
    const sockets = await io.fetchSockets();
    return countActivity(
      sockets.map((s) => ({ id: s.id, rooms: s.rooms, ...(s.data as ActivitySocketData) })),
      services.gameRegistry.kinds,
      (kind) => channelRoom(`game:${kind}`),
    );
  });

  let last: GameActivity | null = null;
  let pending: NodeJS.Timeout | undefined;
  // The contract's payload over this server's games (a server may play more than the site's).
  const activitySchema = serverEvents['games.activity'].payload.extend({
    data: z.object({ activity: services.gameRegistry.activitySchema }),
  });
  const payload = (activity: GameActivity) => activitySchema.parse({ data: { activity } });

  const recount = async () => {
    const activity = await board.current(true);
    if (last && sameActivity(last, activity)) return;
    last = activity;
    io.local.emit('games.activity', payload(activity));
  };
  const recountSoon = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      recount().catch((error: unknown) => log.warn({ err: error }, 'game activity failed'));
    }, LOCAL_CHANGE_DELAY_MS);
    pending.unref();
  };

  const timer = setInterval(recountSoon, services.config.gameActivityIntervalMs);
  timer.unref();

  // Socket events rather than adapter events: the Redis adapter replaces the adapter after
  // the gateway is built, and would drop listeners put on the first one.
  io.on('connection', (socket) => {
    if (last !== null) socket.emit('games.activity', payload(last));
    // Middleware, after the gateway's rate limit and subscription handling: a refused
    // subscription never gets here.
    socket.use(([event], next) => {
      if (GAME_SUBSCRIPTION.test(event)) recountSoon();
      next();
    });
    socket.on('disconnecting', () => {
      if ([...socket.rooms].some((room) => room.startsWith(GAME_ROOM_PREFIX))) recountSoon();
    });
  });
  httpServer.once('close', () => {
    clearInterval(timer);
    clearTimeout(pending);
  });
}
