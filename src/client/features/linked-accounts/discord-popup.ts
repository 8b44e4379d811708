import type { DiscordLinkResult } from '../../../shared/contract/discord';
import { API_BASE } from '../../lib/http';

export const DISCORD_LINK_URL = `${API_BASE}/discord/link`;
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 720;

/** The link pop-up's message when it is one (same origin, the contract's shape), else null. */
export function parseDiscordMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): DiscordLinkResult | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, status, message } = data as Record<string, unknown>;
  if (type !== 'discord' || (status !== 'linked' && status !== 'failed')) return null;
  return typeof message === 'string' ? { type, status, message } : { type, status };
}

/**
 * Opens Discord's authorize page (or the sandbox's) in a pop-up centred over the window.
 * Resolves with the pop-up's result, or null when the player closes it first; rejects
 * when the browser blocks the pop-up.
 */
export function openDiscordPopup(): Promise<DiscordLinkResult | null> {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    DISCORD_LINK_URL,
    'gemdrop-discord-link',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new Error('POPUP_BLOCKED'));

  return new Promise((resolve) => {
    let done = false;
    const finish = (result: DiscordLinkResult | null) => {
      if (done) return;
      done = true;
      window.clearInterval(poll);
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const result = parseDiscordMessage(event, window.location.origin);
      if (result) finish(result);
    };
    // Closed without a message: the player gave up. The grace lets a last message land.
    const poll = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish(null), 300);
    }, 500);
    window.addEventListener('message', onMessage);
  });
}
