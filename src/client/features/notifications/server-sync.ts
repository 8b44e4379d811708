import type { Notification } from '../../../shared/contract/notifications';
import type { NotificationState } from './notification-store';

export interface SyncOptions {
  /** Server notifications the store held when the list was requested: only these can be stale. */
  heldBefore: ReadonlySet<string>;
  /** The list is for another viewer than before (login, logout). */
  viewerChanged: boolean;
}

/**
 * Brings the store in line with the server's list. A held server notification the list
 * leaves out is over for this viewer: removed when the viewer changed (it was someone
 * else's), otherwise closed, so the inbox still shows it among the past ones. Listed ones
 * are added, or refreshed keeping their shown and read state. One that arrived live while
 * the list was on its way is newer than the list and stays. Client notifications are
 * left alone.
 */
export function syncServerNotifications(
  state: NotificationState,
  listed: Notification[],
  { heldBefore, viewerChanged }: SyncOptions,
): void {
  const listedIds = new Set(listed.map((notification) => notification._id));
  for (const entry of state.entries) {
    const id = entry.notificationId;
    if (entry.props.source !== 'server' || listedIds.has(id) || !heldBefore.has(id)) continue;
    if (viewerChanged) state.remove(id);
    else if (entry.show) state.close(id);
  }
  const known = new Set(state.entries.map((entry) => entry.notificationId));
  for (const notification of listed) {
    const fromServer = { ...notification, source: 'server' as const };
    if (known.has(notification._id)) state.update(fromServer);
    else state.add(fromServer);
  }
}

/** The ids of the server notifications a store holds now. */
export function heldServerIds(state: NotificationState): Set<string> {
  return new Set(
    state.entries
      .filter((entry) => entry.props.source === 'server')
      .map((entry) => entry.notificationId),
  );
}
