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
  steamSignInReturn: httpCall({
    method: 'GET',
    path: '/auth/steam/return',
    summary: 'Where Steam sends the browser back: verifies the assertion and sets the session',
    // The openid.* fields are the provider's; the flow checks them, so they are kept as strings.
    query: z.object({ state: textSchema().min(1).max(128) }).catchall(textSchema().max(2048)),
    response: resultPage,
  }),
};
