import type { StoreApi } from 'zustand/vanilla';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type SessionState, sessionStore } from '../session/session-store';

// The contract (and zod with it) loads on the first mute, not with the lobby: mutes are rare.
const mutedPayload = () =>
  import('../../../shared/contract/users').then((contract) => contract.userMutedPayload);

/**
 * Keeps the player's mute current in every tab: 'user.muted' carries the mute as it is now,
 * so a new mute starts the composer's countdown and a lifted one (null) ends it at once,
 * with no reload. Events apply in the order they came. Returns the function that stops.
 */
export function followMute(store: StoreApi<SessionState> = sessionStore): () => void {
  let applied: Promise<void> = Promise.resolve();
  return onRealtimeEvent('user.muted', (payload) => {
    applied = applied
      .then(mutedPayload)
      .then((schema) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success) store.getState().patchUser({ mutedUntil: parsed.data.data.mutedUntil });
      })
      .catch(() => undefined); // a chunk that failed to load: the next page load reads the mute
  });
}
