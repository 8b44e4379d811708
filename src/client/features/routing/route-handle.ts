import { useMatches } from '../../router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { GameKind } from '../../../shared/contract/games';
import type { NOTIFICATION_LOCATIONS } from '../../../shared/contract/notifications';

export type NotificationLocation = (typeof NOTIFICATION_LOCATIONS)[number];

/** What every route declares in `handle` (spec section 2): its game and notification area. */
export interface RouteHandle {
  /** The game whose realtime channel the route subscribes to, when it is a game. */
  gameKey?: GameKind;
  /** Notifications show here when their location is ALL or equals this. */
  notificationLocation: NotificationLocation;
}

const fallback: RouteHandle = { notificationLocation: 'ALL' };

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { notificationLocation?: unknown }).notificationLocation === 'string'
  );
}

/** The deepest handle among matches (the page wins over its layouts). */
export function deepestHandle(handles: readonly unknown[]): RouteHandle {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index];
    if (isRouteHandle(handle)) return handle;
  }
  return fallback;
}

/** The current route's handle: `{ gameKey?, notificationLocation }` (ALL when none is set). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return deepestHandle(matches.map((match) => match.handle));
}
