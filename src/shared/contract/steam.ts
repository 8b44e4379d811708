import { z } from 'zod';
import { textSchema } from './common';
import { httpCall } from './define';

/**
 * Where to land after signing in: a path on this site. `//host` and `/\host` would be read
 * by browsers as another site, and whitespace or control characters are dropped by URL
 * parsers (so `/\t/host` becomes `//host`): all are refused.
 */
export const sameSitePathSchema = textSchema({ error: 'Redirect must be a string' })
  .max(512, { error: 'Redirect is too long' })
  .regex(/^\/(?![/\\])[^\\\s\p{Cc}]*$/u, { error: 'Redirect must be a path on this site' });

/** The page the browser lands on after Steam: it reports the outcome to the opener window. */
const resultPage = textSchema().describe(
  'An HTML page that posts { type: "auth", status } to its opener',
);

export const steamCalls = {
  steamSignIn: httpCall({
    method: 'GET',
    path: '/auth/steam',
    summary: 'Start "Log in with Steam": answers 302 to the Steam OpenID login page',
    query: z.object({ redirect: sameSitePathSchema.default('/') }),
    response: textSchema().describe('Empty; the answer is a 302 redirect to the provider'),
  }),
  linkSteam: httpCall({
    method: 'GET',
    path: '/auth/steam/link',
    summary:
      "Starts linking Steam to the signed-in account: answers 302 to the Steam OpenID login page; the return page posts { type: 'steam-link', status } to its opener",
    auth: true,
    query: z.object({ redirect: sameSitePathSchema.default('/profile/settings') }),
    response: textSchema().describe('Empty; the answer is a 302 redirect to the provider'),
  }),
  unlinkSteam: httpCall({
    method: 'POST',
    path: '/users/me/steam/unlink',
    summary:
      'Removes the Steam link of an account that also has a password (Steam cannot be its only way in)',
    auth: true,
    response: z.object({ ok: z.literal(true) }),
  }),
  steamSignInReturn: httpCall({
    method: 'GET',
    path: '/auth/steam/return',
    summary:
      'Where Steam sends the browser back: verifies the assertion, then sets the session (a sign-in) or links the SteamID to the signed-in account (a link)',
    // The openid.* fields are the provider's; the flow checks them, so they are kept as strings.
    query: z.object({ state: textSchema().min(1).max(128) }).catchall(textSchema().max(2048)),
    response: resultPage,
  }),
};
