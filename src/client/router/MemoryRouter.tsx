import {
  Children,
  Fragment,
  isValidElement,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useRouterState } from './context';
import { matchRoutes, type RouteObject } from './match';
import { renderMatches } from './render-matches';
import { createMemoryRouter } from './router';
import { RouterProvider } from './RouterProvider';

/** A router in memory around `children` (tests): they route with <Routes> if they need to. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  return <RouterProvider router={router}>{children ?? null}</RouterProvider>;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children).flatMap((child): RouteObject[] => {
    if (!isValidElement(child)) return [];
    const element = child as ReactElement<RouteProps>;
    if (element.type === Fragment) return routesOf(element.props.children);
    const { path, index, element: shown, children: nested } = element.props;
    return [{ path, index, element: shown, children: nested ? routesOf(nested) : undefined }];
  });
}

/** Renders the <Route> among its children that matches the location (null when none does). */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useRouterState();
  const matches = matchRoutes(routesOf(children), location.pathname);
  return matches ? renderMatches(matches, location) : null;
}
