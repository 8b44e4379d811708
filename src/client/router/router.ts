import { createBrowserHistory, createMemoryHistory, type History } from './history';
import { matchRoutes, type RouteMatch, type RouteObject } from './match';
import { createKey, parsePath, resolvePath, type Action, type Location } from './path';

/** What a blocker is asked about each move (see useBlocker). */
export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: Action;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** A blocked move waits for proceed() or reset(). */
export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  location?: Location;
  proceed(): void;
  reset(): void;
}

export interface RouterState {
  location: Location;
  action: Action;
  /** Null when no route matches (the root route's boundary then shows a 404). */
  matches: RouteMatch[] | null;
  blocker: Blocker;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  /** A path (absolute, or '?query' on this page), or a number of entries back or forward. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Called with the new and the previous state, before React renders the new one. */
  subscribe(listener: (state: RouterState, previous: RouterState) => void): () => void;
  /** One blocker at a time (the page that registered last); returns its removal. */
  block(blocker: BlockerFunction): () => void;
}

const noop = () => {};
const UNBLOCKED: Blocker = { state: 'unblocked', proceed: noop, reset: noop };

export function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState, previous: RouterState) => void>();
  let blockerFn: BlockerFunction | null = null;
  // Set while a blocked pop is being undone: that second pop is no move of the player's.
  let undoing = false;
  let state: RouterState = {
    location: history.location,
    action: 'POP',
    matches: matchRoutes(routes, history.location.pathname),
    blocker: UNBLOCKED,
  };

  const update = (next: Partial<RouterState>) => {
    const previous = state;
    state = { ...state, ...next };
    for (const listener of listeners) listener(state, previous);
  };

  const complete = (action: Action, location: Location) => {
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    update({
      action,
      location,
      matches: matchRoutes(routes, location.pathname),
      blocker: UNBLOCKED,
    });
  };

  /** Holds the move when the blocker says so; `go` makes it, `undo` takes a pop back. */
  const held = (location: Location, action: Action, go: () => void): boolean => {
    if (!blockerFn || state.blocker.state === 'proceeding') return false;
    if (
      !blockerFn({ currentLocation: state.location, nextLocation: location, historyAction: action })
    )
      return false;
    update({
      blocker: {
        state: 'blocked',
        location,
        proceed() {
          update({ blocker: { ...UNBLOCKED, state: 'proceeding', location } });
          go();
        },
        reset: () => update({ blocker: UNBLOCKED }),
      },
    });
    return true;
  };

  history.listen((location, delta) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const proceed = () => history.go(delta);
    if (delta && held(location, 'POP', proceed)) {
      undoing = true;
      history.go(-delta);
      return;
    }
    complete('POP', location);
  });

  return {
    routes,
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else {
        const location = {
          ...parsePath(resolvePath(to, state.location.pathname)),
          key: createKey(),
        };
        const action = options.replace ? 'REPLACE' : 'PUSH';
        const go = () => complete(action, location);
        if (!held(location, action, go)) go();
      }
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(blocker) {
      blockerFn = blocker;
      return () => {
        if (blockerFn !== blocker) return;
        blockerFn = null;
        if (state.blocker.state !== 'unblocked') update({ blocker: UNBLOCKED });
      };
    },
  };
}

/** The app's router, on the browser's history. */
export const createBrowserRouter = (routes: RouteObject[]): Router =>
  createRouter(routes, createBrowserHistory());

/** A router in memory, for tests. */
export const createMemoryRouter = (
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router =>
  createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
