import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { AnyRelayEntry } from '../realtime/relayEngine';
import type { Services } from '../services';

/**
 * An area's rows of the relay table (`domain/<area>/relays.ts`): each names a domain event,
 * the socket event it becomes, its audience, batch window and snapshot on subscribe. The
 * realtime layer runs every module's rows through one engine (realtime/relayEngine.ts).
 */
export type RelayEntries = (services: Services, io: Server) => AnyRelayEntry[];

/** Where a job's failures are logged (the app's logger). */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * An area's background work (polls, schedules, the round leader's sweeps). Started once the
 * app is ready, in module order, each deciding from `services.config` whether it runs;
 * stopped in the reverse order when the app closes, before the sockets and the database.
 */
export interface ModuleJobs {
  start?(services: Services, log: JobLog): void | Promise<void>;
  stop?(services: Services): void | Promise<void>;
}

/**
 * One area of the server as the app wires it: declared in `domain/<area>/module.ts` as
 * `export const serverModule`, found there by folder (find.ts) and registered in dependency
 * order (order.ts). Nothing lists the modules by hand.
 */
export interface ServerModule {
  /** The domain folder's name; `after` names other modules by it. */
  name: string;
  /** Modules whose routes and relays must be registered before this one's. */
  after?: readonly string[];
  /** Its HTTP routes, under /api, in the one plugin context all modules share. */
  routes?: (api: FastifyInstance, services: Services) => void;
  /** Routes at the site's root instead (the probes: /health, /ready). */
  rootRoutes?: (http: FastifyInstance, services: Services) => void;
  /** Where its domain events become socket events, as rows of the relay table. */
  relayEntries?: RelayEntries;
  /** Relays of its own shape (started after every module's rows); answers how to stop them. */
  relays?: (io: Server, services: Services) => () => void;
  /** Its background work, started after the routes are ready and stopped first on close. */
  jobs?: ModuleJobs;
}
