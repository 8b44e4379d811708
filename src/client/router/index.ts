// The app's own router (docs/architecture/layers.md): history, route matching, links and the
// hooks the pages use, and no more: the lobby downloads all of it.
export { Link, type LinkProps } from './Link';
export { MemoryRouter, Route, Routes, type RouteProps } from './MemoryRouter';
export { Navigate } from './Navigate';
export { NavLink, isActivePath, type NavLinkProps } from './NavLink';
export { Outlet } from './Outlet';
export { RouterProvider } from './RouterProvider';
export { ScrollRestoration } from './ScrollRestoration';
export {
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type UIMatch,
} from './hooks';
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';
export type { Action, Location } from './path';
export { isRouteErrorResponse, RouteErrorResponse } from './render-matches';
export {
  createBrowserRouter,
  createMemoryRouter,
  type Blocker,
  type BlockerFunction,
  type Router,
  type RouterState,
} from './router';
export { useBlocker } from './use-blocker';
