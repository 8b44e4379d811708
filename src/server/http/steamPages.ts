import type { SteamLoginOutcome } from '../domain/steam';
import { type HtmlPage, escapeHtml, scriptLiteral } from './htmlPage';

/** What the sign-in popup tells the window that opened it. */
export type AuthMessage =
  | { type: 'auth'; status: 'authenticated' }
  | { type: 'auth'; status: 'linked' }
  | { type: 'auth'; status: 'blocked'; until: string }
  | { type: 'auth'; status: 'failed'; message: string };

/**
 * The page Steam's return lands on. In a popup it posts the outcome to its opener (only to
 * our origin) and closes; opened in a tab it goes on to where the player was headed.
 */
export function steamResultPage(outcome: SteamLoginOutcome, siteOrigin: string): HtmlPage {
  let message: AuthMessage;
  let next: string | null;
  let text: string;
  if (outcome.status === 'authenticated') {
    message = { type: 'auth', status: 'authenticated' };
    // Absolute, so even an odd path (`/.//x`) cannot turn into a scheme-relative URL.
    next = new URL(outcome.redirect, siteOrigin).href;
    text = 'Signed in with Steam. You can close this window.';
  } else if (outcome.status === 'linked') {
    message = { type: 'auth', status: 'linked' };
    next = new URL(outcome.redirect, siteOrigin).href;
    text = 'Steam is linked to your account. You can close this window.';
  } else if (outcome.status === 'blocked') {
    message = { type: 'auth', status: 'blocked', until: outcome.until };
    next = new URL('/?blocked=1', siteOrigin).href;
    text = `This account is banned until ${outcome.until}.`;
  } else {
    message = { type: 'auth', status: 'failed', message: outcome.message };
    next = null;
    text = outcome.message;
  }
  const home = next ?? new URL('/', siteOrigin).href;
  return {
    title: 'Log in with Steam',
    body: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(home)}">Continue to the site</a></p>`,
    script:
      `const message=${scriptLiteral(message)},origin=${scriptLiteral(siteOrigin)},next=${scriptLiteral(next)};` +
      `if(window.opener){window.opener.postMessage(message,origin);window.close();}` +
      `else if(next){window.location.replace(next);}`,
  };
}

/** Well-known public SteamID64s to try the sandbox with. */
const SANDBOX_PRESETS: Array<[string, string]> = [
  ['76561197960287930', 'Player one'],
  ['76561197960435530', 'Player two'],
  ['76561198000000001', 'Player three'],
];

/** The sandbox provider's login page: pick or type a SteamID64; nothing leaves this machine. */
export function sandboxLoginPage(actionPath: string, fields: Record<string, string>): HtmlPage {
  const hidden = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const presets = SANDBOX_PRESETS.map(
    ([id, label]) =>
      `<button type="submit" name="preset" value="${id}" formnovalidate>${escapeHtml(label)} (${id})</button>`,
  ).join('<br>');
  return {
    title: 'Steam sandbox',
    formAction: "'self'",
    // Its form POSTs back to this server: the browser must send our Origin with it.
    referrerPolicy: 'same-origin',
    body:
      `<p class="banner"><strong>Steam sandbox — no real Steam account is used.</strong> ` +
      `This server stands in for Steam because no Steam OpenID URL is configured.</p>` +
      `<form method="post" action="${escapeHtml(actionPath)}">${hidden}` +
      `<p>Sign in as:</p><p>${presets}</p>` +
      `<p><label>or a SteamID64 <input name="steamid" inputmode="numeric" pattern="7656119[0-9]{10}" ` +
      `placeholder="7656119xxxxxxxxxx" required></label> <button type="submit">Sign in</button></p>` +
      `<p><button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></p></form>`,
  };
}
