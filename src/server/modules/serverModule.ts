import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Services } from '../services';

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
  /** Where its domain events become socket events; answers how to stop doing so. */
  relays?: (io: Server, services: Services) => () => void;
}
