import type { Server as HttpServer } from 'node:http';
import { pino } from 'pino';
import type { Server } from 'socket.io';
import type { ServerModule } from '../modules/serverModule';
import type { Services } from '../services';
import { startRelays } from './relayEngine';

/**
 * The one place where domain events become socket events. Each relay follows one of the
 * cluster rules (ARCHITECTURE.md, "Realtime"; in full docs/architecture/realtime.md,
 * "The broadcast port and the cluster rules"):
 *
 * 1. Room or everyone: the process where the domain event happened emits once, to a room
 *    or to all (`io.to(room).emit`, `io.emit`), and the socket.io adapter carries it to
 *    every process's sockets. Every row of the relay table: balances, chat, live drops, rain,
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
 * the contract does not describe. The relay table is every module's rows (`relayEntries` of
 * domain/<area>/module.ts, from its relays.ts), in the modules' order, run by one engine;
 * they start first, then each module's own relays (`relays`: notifications, battle
 * spectators, the crypto rates), in the same order.
 */
export function registerRelays(
  io: Server,
  httpServer: HttpServer,
  services: Services,
  modules: readonly ServerModule[],
): void {
  const log = pino({ level: services.config.logLevel, name: 'relay' });
  // Entries that must go out in order (one lane's) are one module's, in its order: the
  // modules' order among them does not matter.
  const table = modules.flatMap((module) => module.relayEntries?.(services, io) ?? []);
  const relays: Array<(io: Server, services: Services) => () => void> = [
    (io, services) =>
      startRelays(table, {
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
