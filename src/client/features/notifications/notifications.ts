import type { Notification } from '../../../shared/contract/notifications';
import { ApiError } from '../../lib/api-error';
import { apiRequest } from '../../lib/http';
import { reportWarning } from '../../lib/report-error';
import { playSound } from '../audio/audio-player';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { sessionStore } from '../session/session-store';
import {
  createClientNotification,
  notificationStore,
  type ClientNotificationInput,
} from './notification-store';
import { isRecord } from '../../../shared/is-record';

/** Shows a client-created notification (priority 1, SUCCESS and 6 s unless told). */
export function notify(input: ClientNotificationInput): string {
  const notification = createClientNotification(input);
  notificationStore.getState().add(notification);
  return notification._id;
}

/** Tells the server a notification was dismissed; the endpoint may not exist yet (404). */
async function informServer(notificationId: string): Promise<void> {
  try {
    await apiRequest('/notifications/dismiss', {
      method: 'POST',
      body: { data: { notificationId } },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    reportWarning('Notification dismissal not saved', error);
  }
}

/**
 * The player dismissed it: close it, and tell the server when it came from there and a
 * player is logged in (a visitor's dismissal only lasts for the visit).
 */
export function dismissNotification(notificationId: string): void {
  const state = notificationStore.getState();
  const entry = state.entries.find((e) => e.notificationId === notificationId);
  if (!entry) return;
  state.markRead(notificationId);
  state.close(notificationId);
  const loggedIn = sessionStore.getState().user !== null;
  if (entry.props.source === 'server' && loggedIn) void informServer(notificationId);
}

/** A notification pushed by the server; ERROR ones play the error sound. */
export function receiveServerNotification(notification: Notification): void {
  notificationStore.getState().add({ ...notification, source: 'server' });
  if (notification.severity === 'ERROR') playSound('ui.error');
}

/** `{ data: { notification } }` with at least an _id, or undefined. */
export function notificationOf(payload: unknown): Record<string, unknown> | undefined {
  const notification =
    isRecord(payload) && isRecord(payload.data) ? payload.data.notification : undefined;
  return isRecord(notification) && typeof notification._id === 'string' && notification._id
    ? notification
    : undefined;
}

/** A full notification from the server, with the optional-ish fields defaulted. */
export function parseServerNotification(payload: unknown): Notification | undefined {
  const raw = notificationOf(payload);
  if (!raw || typeof raw.title !== 'string') return undefined;
  const base = createClientNotification({
    title: raw.title,
    message: typeof raw.message === 'string' ? raw.message : '',
    lifetimeMs: 0,
  });
  return {
    ...base,
    ...(raw as Partial<Notification>),
    message: Array.isArray(raw.message) ? (raw.message as Notification['message']) : base.message,
    source: 'server',
  };
}

let listening = false;

/** Follows notification.new / update / expire on the realtime socket (once per page). */
export function listenToNotificationEvents(): void {
  if (listening) return;
  listening = true;
  onRealtimeEvent('notification.new', (payload) => {
    const notification = parseServerNotification(payload);
    if (notification) receiveServerNotification(notification);
  });
  onRealtimeEvent('notification.update', (payload) => {
    const patch = notificationOf(payload);
    if (patch)
      notificationStore.getState().update(patch as Partial<Notification> & { _id: string });
  });
  onRealtimeEvent('notification.expire', (payload) => {
    const notification = notificationOf(payload);
    if (notification) notificationStore.getState().close(notification._id as string);
  });
}
