import { initAudio } from '../features/audio/audio-player';
import { startRealtime } from '../features/realtime/realtime';
import { sessionStore } from '../features/session/session-store';
import { reportWarning } from '../lib/report-error';

/** Runs when the browser has a quiet moment (or soon, where requestIdleCallback is missing). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

function connectRealtime(): void {
  startRealtime().catch((error: unknown) => reportWarning('Realtime unavailable', error));
}

/**
 * Starts the session load before React renders (the header waits for it), then connects
 * realtime once the session is known and the page is idle: socket.io is not needed for
 * the first paint.
 */
export function bootstrap(): void {
  // The player exists from the start; the first interaction unlocks it, and howler itself
  // loads only with the first sound.
  initAudio();
  void sessionStore
    .getState()
    .load()
    .then(() => whenIdle(connectRealtime));
}
