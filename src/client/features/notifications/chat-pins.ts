import { showsAt, type NotificationEntry, type NotificationLocation } from './notification-store';

/**
 * The CHAT_PIN notifications pinned on top of the chat at a location: shown (not dismissed
 * nor expired), highest priority first, then oldest.
 */
export function chatPinsAt(
  entries: readonly NotificationEntry[],
  location: NotificationLocation,
): NotificationEntry[] {
  return entries
    .filter(
      (entry) => entry.show && entry.props.variant === 'CHAT_PIN' && showsAt(entry.props, location),
    )
    .sort(
      (a, b) =>
        b.props.priority - a.props.priority ||
        Date.parse(a.props.createdAt) - Date.parse(b.props.createdAt),
    );
}
