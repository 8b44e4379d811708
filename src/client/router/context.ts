import { createContext, useContext, type ReactNode } from 'react';
import type { RouteMatch } from './match';
import type { Router, RouterState } from './router';

export const RouterContext = createContext<Router | null>(null);
/** The state being rendered (it trails the router's own during a transition). */
export const StateContext = createContext<RouterState | null>(null);

/** What a route's element sees: its own matches (the layouts' and its) and its outlet. */
export interface RouteContextValue {
  matches: RouteMatch[];
  outlet: ReactNode;
}
export const RouteContext = createContext<RouteContextValue>({ matches: [], outlet: null });

/** The error a route's ErrorBoundary shows. */
export const ErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routing hooks need a RouterProvider or MemoryRouter above them.');
  return router;
}

export const useRouterState = (): RouterState => {
  useRouter();
  return useContext(StateContext)!;
};
