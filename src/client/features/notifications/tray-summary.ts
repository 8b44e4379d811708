import type { NotificationEntry } from './notification-store';

/**
 * What the one-line summary of a game page's notice tray shows: the newest notice (a bet's
 * error must not wait behind an old announcement) and how many more wait behind it. A game
 * page keeps its canvas and controls on one screen, so its tray takes one line until the
 * player opens it.
 */
export function traySummary(
  top: readonly NotificationEntry[],
  corner: readonly NotificationEntry[],
): { first: NotificationEntry; more: number } | null {
  const all = [...top, ...corner];
  if (all.length === 0) return null;
  const first = all.reduce((newest, entry) =>
    Date.parse(entry.props.createdAt) > Date.parse(newest.props.createdAt) ? entry : newest,
  );
  return { first, more: all.length - 1 };
}
