import { API_BASE } from '../../lib/http';

/** What the Steam sign-in pop-up posts to its opener (src/server/http/steamPages.ts). */
export type SteamAuthMessage =
  | { type: 'auth'; status: 'authenticated' }
  | { type: 'auth'; status: 'linked' }
  | { type: 'auth'; status: 'blocked'; until?: string; message?: string }
  | { type: 'auth'; status: 'failed'; message?: string };

export const STEAM_POPUP_WIDTH = 480;
export const STEAM_POPUP_HEIGHT = 640;

export function steamLoginUrl(redirectPath: string): string {
  return `${API_BASE}/auth/steam?redirect=${encodeURIComponent(redirectPath)}`;
}

/** Linking Steam to the signed-in account: the same pop-up, ending in 'linked'. */
export function steamLinkUrl(redirectPath: string): string {
  return `${API_BASE}/auth/steam/link?redirect=${encodeURIComponent(redirectPath)}`;
}

/** The pop-up's message when it is one (same origin, the expected shape), else null. */
export function parseSteamMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string) {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, status, message, until } = data as Record<string, unknown>;
  if (type !== 'auth') return null;
  const text = typeof message === 'string' ? message : undefined;
  if (status === 'authenticated' || status === 'linked')
    return { type, status } satisfies SteamAuthMessage;
  if (status === 'blocked')
    return {
      type,
      status,
      until: typeof until === 'string' ? until : undefined,
      message: text,
    } satisfies SteamAuthMessage;
  if (status === 'failed') return { type, status, message: text } satisfies SteamAuthMessage;
  return null;
}

/** The ban end as a readable date, or the raw text when it does not parse. */
export function formatBanEnd(until: string | undefined, locale?: string): string {
  if (!until) return 'further notice';
  const date = new Date(until);
  if (Number.isNaN(date.getTime())) return until;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Opens Steam sign-in (or, given `url`, a link) centred over the window. Resolves with the
 * pop-up's message, or null when the player closes it first. Rejects when the browser
 * blocks the pop-up.
 */
export function openSteamPopup(
  redirectPath: string,
  url = steamLoginUrl(redirectPath),
): Promise<SteamAuthMessage | null> {
  const left = Math.max(0, window.screenX + (window.outerWidth - STEAM_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - STEAM_POPUP_HEIGHT) / 2);
  const popup = window.open(
    url,
    'gemdrop-steam-login',
    `popup=yes,width=${STEAM_POPUP_WIDTH},height=${STEAM_POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new Error('POPUP_BLOCKED'));

  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const message = parseSteamMessage(event, window.location.origin);
      if (!message) return;
      finish(message);
    };
    // A closed pop-up without a message: the player gave up.
    const poll = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish(null), 300);
    }, 500);
    let done = false;
    function finish(result: SteamAuthMessage | null) {
      if (done) return;
      done = true;
      window.clearInterval(poll);
      window.removeEventListener('message', onMessage);
      resolve(result);
    }
    window.addEventListener('message', onMessage);
  });
}
