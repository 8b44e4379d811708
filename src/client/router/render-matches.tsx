import { Component, type ReactNode } from 'react';
import { ErrorContext, RouteContext } from './context';
import type { RouteMatch, RouteObject } from './match';
import type { Location } from './path';
import { Outlet } from './Outlet';

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** A route's error boundary: it shows the route's ErrorBoundary until the location changes. */
class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    error: undefined,
    location: this.props.location,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // A move elsewhere gives the page a fresh try.
    return props.location === state.location
      ? null
      : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    const { fallback, children } = this.props;
    return this.state.failed ? (
      <ErrorContext.Provider value={this.state.error}>{fallback}</ErrorContext.Provider>
    ) : (
      children
    );
  }
}

/** The element tree of a match: each route's element, its child in its <Outlet />. */
export function renderMatches(matches: RouteMatch[], location: Location): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, { route }, at) => {
    const value = { matches: matches.slice(0, at + 1), outlet };
    const element = route.Component ? (
      <route.Component />
    ) : route.element !== undefined ? (
      route.element
    ) : (
      <Outlet />
    );
    const rendered = <RouteContext.Provider value={value}>{element}</RouteContext.Provider>;
    const Fallback = route.ErrorBoundary;
    if (!Fallback) return rendered;
    const fallback = (
      <RouteContext.Provider value={value}>
        <Fallback />
      </RouteContext.Provider>
    );
    return (
      <RouteBoundary location={location} fallback={fallback}>
        {rendered}
      </RouteBoundary>
    );
  }, null);
}

/** The error a route's ErrorBoundary gets for a path no route matches (status 404). */
export class RouteErrorResponse {
  readonly status: number;
  readonly statusText: string;
  constructor(status: number, statusText: string) {
    this.status = status;
    this.statusText = statusText;
  }
}

export const isRouteErrorResponse = (error: unknown): error is RouteErrorResponse =>
  error instanceof RouteErrorResponse;

function NoRoute(): never {
  throw new RouteErrorResponse(404, 'Not Found');
}

/** For a path no route matches: the first route, whose boundary shows the 404 error. */
export const noMatch = (routes: RouteObject[]): RouteMatch[] =>
  routes[0] ? [{ route: { ...routes[0], Component: NoRoute }, params: {} }] : [];
