import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import type { ServerModule } from '../modules/serverModule';
import type { Services } from '../services';
import { startRelays } from './relayEngine';
import { relayTable } from './relayTable';

/**
 * The one place where domain events become socket events. Each relay follows one of the
 * cluster rules (ARCHITECTURE.md, "Realtime"; in full docs/architecture/realtime.md,
 * "The broadcast port and the cluster rules"):
 *
 * 1. Room or everyone: the process where the domain event happened emits once, to a room
 *    or to all (`io.to(room).emit`, `io.emit`), and the socket.io adapter carries it to
 *    every process's sockets. Every row of relayTable.ts: balances, chat, live drops, rain,
 *    the rounds, coin flips, case battles, capture rooms.
 * 2. Per socket: when who hears it depends on what each socket holds (a notification's
 *    audience, a session's sockets), the fact goes through the broadcast port
 *    (services.broadcast) and every process applies it to its own sockets (`io.local`).
 *    Notifications; ended sessions (sessionSockets.ts).
 * 3. Counts of the whole cluster (online players, players per game) are taken by each
 *    process with `fetchSockets()` and told to its own sockets only (onlinePresence.ts,
 *    gameActivity.ts): no domain event, no fan-out.
 *
 * Whatever the rule, every socket hears an event once, and nothing leaves the server that
 * the contract does not describe. The table's rows start first, then each module's own
 * relays (`relays` of domain/<area>/module.ts: notifications, battle spectators, the crypto
 * rates), in the modules' order.
 */
export function registerRelays(
  io: Server,
  httpServer: HttpServer,
  services: Services,
  modules: readonly ServerModule[],
): void {
  const log = pino({ level: services.config.logLevel, name: 'relay' });
  const relays: Array<(io: Server, services: Services) => () => void> = [
    (io, services) =>
      startRelays(relayTable(io, services), {
        io,
        events: services.events,
        isWatched: (userId) => services.captureAudience.isWatched(userId),
        onError: (error, what) => log.error({ err: error }, `relay: ${what}`),
      }),
    ...modules.flatMap((module) => (module.relays ? [module.relays] : [])),
  ];
  const stops = relays.map((start) => start(io, services));
  httpServer.once('close', () => stops.forEach((stop) => stop()));
}
