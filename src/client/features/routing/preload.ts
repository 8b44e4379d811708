import { matchRoutes, type RouteObject } from '../../router';
import { createPreloadQueue } from './preload-queue';

type Loader = () => Promise<unknown>;

const loaders = new WeakMap<RouteObject, Loader>();
const started = new Set<Loader>();
const queue = createPreloadQueue(4);
let table: RouteObject[] = [];

/** Remembers how to download a route's code, so a hovered link can fetch it early. */
export function withPreload<T extends RouteObject>(route: T, load: Loader): T {
  loaders.set(route, load);
  return route;
}

/** The route tree to match hovered links against (the router's own `routes`). */
export function setPreloadRoutes(routes: RouteObject[]): void {
  table = routes;
}

/**
 * Downloads the code of every route `path` matches at once (the page being opened), and
 * settles when it has arrived or failed.
 */
export function loadPath(path: string): Promise<unknown> {
  const loads = loadersOf(path).map((load) => {
    started.add(load);
    return load();
  });
  return Promise.allSettled(loads);
}

function loadersOf(path: string): Loader[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return (matchRoutes(table, pathname) ?? []).flatMap((match) => {
    const load = loaders.get(match.route);
    return load ? [load] : [];
  });
}

/** Downloads the code of every route `path` matches, at most 4 at once, each only once. */
export function preloadPath(path: string): void {
  for (const load of loadersOf(path)) {
    if (started.has(load)) continue;
    started.add(load);
    queue.push(() =>
      load().catch((error: unknown) => {
        started.delete(load); // Let the next hover try again.
        throw error;
      }),
    );
  }
}
