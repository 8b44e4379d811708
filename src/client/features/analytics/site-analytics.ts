import type { StoreApi } from 'zustand/vanilla';
import { reportWarning } from '../../lib/report-error';
import { clientConfig } from '../../lib/runtime-config';
import { sessionStore, type SessionState } from '../session/session-store';
import { createAnalytics, type Analytics } from './analytics';

/** Keeps the analytics player in step with the session: identify on sign-in, reset on sign-out. */
export function followSession(
  store: Pick<StoreApi<SessionState>, 'getState' | 'subscribe'>,
  analytics: Pick<Analytics, 'setPlayer'>,
): () => void {
  const apply = ({ user }: SessionState) =>
    analytics.setPlayer(user ? { id: user.id, username: user.username } : null);
  apply(store.getState());
  return store.subscribe(apply);
}

export const analytics = createAnalytics(clientConfig(), undefined, (message) =>
  reportWarning(message),
);

/** Starts analytics when the page's settings configure it; does nothing (loads nothing) otherwise. */
export function startAnalytics(): void {
  if (!analytics.enabled) return;
  followSession(sessionStore, analytics);
  void analytics.start();
}
