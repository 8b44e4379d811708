import { onRealtimeEvent } from '../realtime/realtime-events';
import { sessionStore } from '../session/session-store';
import { setStreamerModeOnServer } from './streamer-api';
import { selectStreamerMode } from './streamer-mode';

/**
 * Streamer mode switched in another tab or on another device: this tab follows at once
 * (`user.streamer-mode` to every socket of the player). Returns the stop function.
 */
export function followStreamerMode(): () => void {
  const stopEvents = onRealtimeEvent('user.streamer-mode', (payload) => {
    const on = (payload as { data?: { streamerMode?: unknown } } | null)?.data?.streamerMode;
    if (typeof on === 'boolean') sessionStore.getState().patchUser({ streamerMode: on });
  });
  // The page's root says so too: private inputs (a trade URL) draw their text as dots.
  const reflect = () =>
    document.documentElement.toggleAttribute(
      'data-streamer-mode',
      selectStreamerMode(sessionStore.getState()),
    );
  reflect();
  const stopStore = sessionStore.subscribe(reflect);
  return () => {
    stopEvents();
    stopStore();
  };
}

/**
 * Turns streamer mode on or off. Turning it on hides at once, before the server answers (a
 * stream must not wait on the network to stop showing a balance); a refusal puts the stored
 * setting back and rethrows. Turning it off waits for the server.
 */
export async function switchStreamerMode(next: boolean): Promise<void> {
  const { patchUser, user } = sessionStore.getState();
  const before = user?.streamerMode === true;
  if (next) patchUser({ streamerMode: true });
  try {
    patchUser({ streamerMode: await setStreamerModeOnServer(next) });
  } catch (error) {
    patchUser({ streamerMode: before });
    throw error;
  }
}
