import { STARTUP_USER_READ } from '../../shared/startup-user-read';

/**
 * The page for a browser with a session: the browser fetches the player's user as it reads
 * the <head>, before the scripts have downloaded, and the client's own read of it (same
 * address, credentials included) takes that answer instead of asking again.
 */
export function withUserPreload(indexHtml: string): string {
  const link = `<link rel="preload" as="fetch" href="/api${STARTUP_USER_READ}" crossorigin="use-credentials">`;
  const head = /<head(\s[^>]*)?>/i.exec(indexHtml);
  if (!head) return link + indexHtml;
  const at = head.index + head[0].length;
  return indexHtml.slice(0, at) + link + indexHtml.slice(at);
}
