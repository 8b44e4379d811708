import type { StoreApi } from 'zustand/vanilla';
import { sessionStore, type SessionState } from '../session/session-store';
import { paceSetting } from './pace-setting';

/**
 * Each player keeps their own pace per game in a shared browser: the setting switches to
 * whoever signs in (and back to the visitor's on logout). Returns the unsubscribe.
 */
export function followSessionForPace(
  session: StoreApi<SessionState> = sessionStore,
  setting: Pick<typeof paceSetting, 'usePlayer'> = paceSetting,
): () => void {
  setting.usePlayer(session.getState().user?.id ?? null);
  return session.subscribe((state) => setting.usePlayer(state.user?.id ?? null));
}
