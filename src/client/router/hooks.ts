import { useCallback, useContext, useMemo } from 'react';
import { ErrorContext, RouteContext, useRouter, useRouterState } from './context';
import type { Params } from './match';
import type { Location } from './path';
import type { NavigateOptions, Router } from './router';

/** The location on screen. */
export const useLocation = (): Location => useRouterState().location;

/** The router's navigate: a path ('?query' stays on the page) or a number of entries. */
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

/** The matched path's parameters, as the route rendering this component sees them. */
export function useParams(): Params {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query as URLSearchParams, and a setter that navigates to a new one on this page. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const { navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(params) : next);
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, set];
}

/** A matched route, from the outermost layout to the page: its id, params and handle. */
export interface UIMatch {
  id: string;
  params: Params;
  handle: unknown;
}

/** Every route the current location matched. */
export function useMatches(): UIMatch[] {
  const { matches } = useRouterState();
  return useMemo(
    () =>
      (matches ?? []).map(({ route, params }) => ({
        id: route.id ?? '',
        params,
        handle: route.handle,
      })),
    [matches],
  );
}

/** In a route's ErrorBoundary: what its route threw. */
export const useRouteError = (): unknown => useContext(ErrorContext);
