import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import { type PresenceSnapshot, onlineCount } from '../domain/chat';
import type { Services } from '../services';

interface PresenceData {
  userId?: string;
  visitorAddress?: string;
}

/** Distinct logged-in users, and visitors by address, from every socket of every process. */
export async function collectPresence(io: Server): Promise<PresenceSnapshot> {
  // With the Redis adapter fetchSockets() asks every process; alone, it lists this one's.
  const sockets = await io.fetchSockets();
  const users = new Set<string>();
  const visitors = new Set<string>();
  for (const socket of sockets) {
    const data = socket.data as PresenceData;
    if (data.userId) users.add(data.userId);
    else visitors.add(data.visitorAddress ?? socket.id);
  }
  return { userIds: [...users], visitors: visitors.size };
}

/**
 * Feeds the online count and list, and sends user.online-count: to a socket when it
 * connects (counted afresh, that socket included), and to everyone when the count changes
 * (checked every interval, and on each connection). Each process counts the whole cluster
 * and tells only its own sockets.
 */
export function trackPresence(io: Server, httpServer: HttpServer, services: Services): void {
  const { online } = services.chat;
  const log = pino({ level: services.config.logLevel, name: 'online-presence' });
  online.useSource(() => collectPresence(io));

  let last: number | null = null;
  const payload = (count: number) =>
    serverEvents['user.online-count'].payload.parse({ data: { count } });

  /** Counts (`fresh`: a count asked from now on) and tells everyone here of a change. */
  const recount = async (fresh = false): Promise<boolean> => {
    const count = onlineCount(await online.snapshot(fresh));
    if (count === last) return false;
    last = count;
    io.local.emit('user.online-count', payload(count));
    return true;
  };
  const warn = (error: unknown) => log.warn({ err: error }, 'online count failed');
  const timer = setInterval(() => {
    recount().catch(warn);
  }, services.config.chat.onlineCountIntervalMs);
  timer.unref();

  // A new socket hears the count at once, one that includes it: the last count told lags
  // up to an interval (and there is none before the first), so a page would show it stale.
  io.on('connection', (socket) => {
    recount(true)
      .then((toldEveryone) => {
        if (!toldEveryone && last !== null && socket.connected)
          socket.emit('user.online-count', payload(last));
      })
      .catch(warn);
  });
  httpServer.once('close', () => clearInterval(timer));
}
