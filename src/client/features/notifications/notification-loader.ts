import { reportWarning } from '../../lib/report-error';
import { realtimeStore, type RealtimeState } from '../realtime/realtime-store';
import { sessionStore } from '../session/session-store';
import { startupRead } from '../startup/startup-read';
import { notificationStore } from './notification-store';
import { fetchServerNotifications } from './notifications-api';
import { heldServerIds, syncServerNotifications } from './server-sync';

let started = false;
let generation = 0;
/** Whose list the store holds: a user id, null for a visitor, undefined before the first. */
let loadedFor: string | null | undefined;

/** Loads the server's notifications into the store; a slower, older answer is dropped. */
export async function loadServerNotifications(): Promise<void> {
  const mine = ++generation;
  const viewer = sessionStore.getState().user?.id ?? null;
  const heldBefore = heldServerIds(notificationStore.getState());
  try {
    const listed =
      (await startupRead.take('notifications', viewer))?.notifications ??
      (await fetchServerNotifications());
    if (mine !== generation) return;
    const viewerChanged = loadedFor !== undefined && loadedFor !== viewer;
    loadedFor = viewer;
    syncServerNotifications(notificationStore.getState(), listed, { heldBefore, viewerChanged });
  } catch (error) {
    reportWarning('Notifications could not be loaded', error);
  }
}

/** The socket hears this viewer's events: connected, and logged in when there is a user. */
function socketReady(realtime: RealtimeState, loggedIn: boolean): boolean {
  return realtime.status === 'connected' && (!loggedIn || realtime.authenticated);
}

/**
 * Loads the server's notifications once the session is known, again whenever the
 * signed-in user changes (who sees what depends on it), and whenever the socket becomes
 * ready for this viewer, since events sent while it was away never arrive.
 */
export function startNotificationLoading(): void {
  if (started) return;
  started = true;
  void loadServerNotifications();
  sessionStore.subscribe((state, previous) => {
    if (state.initialized && state.user?.id !== previous.user?.id) void loadServerNotifications();
  });
  let ready = socketReady(realtimeStore.getState(), sessionStore.getState().user !== null);
  const follow = () => {
    const now = socketReady(realtimeStore.getState(), sessionStore.getState().user !== null);
    if (now && !ready) void loadServerNotifications();
    ready = now;
  };
  realtimeStore.subscribe(follow);
  sessionStore.subscribe(follow);
}
