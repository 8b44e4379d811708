// The client router reads this file too: it imports nothing, so the lobby bundle does not
// pull the games' registry in with it.

/**
 * Pages that moved, each old path with its new one: the server answers an old address (a
 * bookmark, a link shared before) with a permanent redirect, and the client router follows
 * one inside the app. The Skin Upgrader's pages took the game's one name (they were
 * /upgrader).
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/upgrader': '/skin-upgrader',
  '/cs2-upgrader': '/cs2-skin-upgrader',
  '/fairness/upgrader': '/fairness/skin-upgrader',
};

/**
 * Capture pages that moved (/embed/{game}, a stream's browser source: the canvas alone,
 * outside the app's router): a source saved before the move follows, its token in the query.
 */
export const MOVED_CAPTURES: Readonly<Record<string, string>> = {
  '/embed/upgrader': '/embed/skin-upgrader',
};

/**
 * Where a moved page's URL is now, its query and hash kept, or null if it did not move. As
 * routes match: letters in any case, a trailing slash ignored.
 */
export function movedPageUrl(url: string): string | null {
  const at = url.search(/[?#]/);
  const path = at < 0 ? url : url.slice(0, at);
  const key = path.toLowerCase().replace(/(.)\/+$/, '$1');
  const to = MOVED_PAGES[key] ?? MOVED_CAPTURES[key];
  return to === undefined ? null : to + (at < 0 ? '' : url.slice(at));
}
