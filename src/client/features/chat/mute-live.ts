import type { StoreApi } from 'zustand/vanilla';
import { userMutedPayload } from '../../../shared/contract/users';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type SessionState, sessionStore } from '../session/session-store';

/**
 * Keeps the player's mute current in every tab: 'user.muted' carries the mute as it is now,
 * so a new mute starts the composer's countdown and a lifted one (null) ends it at once,
 * with no reload. Returns the function that stops.
 */
export function followMute(store: StoreApi<SessionState> = sessionStore): () => void {
  return onRealtimeEvent('user.muted', (payload) => {
    const parsed = userMutedPayload.safeParse(payload);
    if (parsed.success) store.getState().patchUser({ mutedUntil: parsed.data.data.mutedUntil });
  });
}
