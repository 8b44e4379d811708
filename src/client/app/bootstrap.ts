import { initAudio } from '../features/audio/audio-player';
import { startBuildWatch } from '../features/build-watch/build-watch';
import { followSessionForPace } from '../features/instant-games/pace-follows-session';
import { startNotificationLoading } from '../features/notifications/notification-loader';
import { preloadNoticeActions } from '../features/notifications/notice-actions';
import { startRealtime } from '../features/realtime/realtime';
import { sessionStore } from '../features/session/session-store';
import { maybeSignedIn } from '../features/session/signed-in-hint';
import { startupRead } from '../features/startup/startup-read';
import { followStreamerMode } from '../features/streamer/streamer-sync';
import { errorReporter, reportWarning } from '../lib/report-error';
import { clientConfig } from '../lib/runtime-config';
import { registerFeatureModals } from './feature-modals';
import { preloadSignedInActions } from './layout/signed-in-loader';

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
  // What every store reads first (the user, chat, notifications...); a returning player's
  // user comes in a request of its own, so their bet button waits for no other part.
  startupRead.begin({ userFirst: maybeSignedIn() });
  // Not needed for the first paint; fetched beside the read, before any notice can show.
  preloadNoticeActions();
  // A returning player's header controls: their chunk arrives with the session's read.
  if (maybeSignedIn()) preloadSignedInActions();
  registerFeatureModals();
  // Each is off (nothing downloaded) unless the page's runtime settings configure it.
  void errorReporter.start();
  // Analytics loads its code only where the page's settings configure it, and then only idle.
  if (clientConfig().analytics)
    whenIdle(() => {
      import('../features/analytics/site-analytics')
        .then((m) => m.startAnalytics())
        .catch((error: unknown) => reportWarning('Analytics unavailable', error));
    });
  startBuildWatch();
  // The player exists from the start; the first interaction unlocks it, and howler itself
  // loads only with the first sound.
  initAudio();
  followSessionForPace();
  followStreamerMode();
  void sessionStore
    .getState()
    .load()
    .then(() => {
      // Who sees which server notification depends on the session: load them once it is known.
      startNotificationLoading();
      // The inventory and the XP boost's end follow the session (and the socket's logins);
      // like the session reminders, their code is not needed for the first paint.
      void import('../features/inventory/inventory-loader')
        .then((m) => m.startInventory())
        .catch((error: unknown) => reportWarning('Inventory unavailable', error));
      void import('../features/responsible-gambling/session-reminder')
        .then((m) => m.startSessionReminders())
        .catch((error: unknown) => reportWarning('Session reminders unavailable', error));
      whenIdle(connectRealtime);
    });
}
