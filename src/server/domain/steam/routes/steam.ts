import type { FastifyInstance } from 'fastify';
import { steamCalls } from '../../../../shared/contract/steam';
import { DomainError } from '../../errors';
import { SandboxOpenIdProvider } from '../sandboxProvider';
import { SteamLogin, type SteamLoginOutcome } from '../steamLogin';
import { steamProfilesFor } from '../steamProfiles';
import { SteamSignIn } from '../steamSignIn';
import type { Services } from '../../../services';
import { sendHtmlPage } from '../../../http/htmlPage';
import { STEAM_FLOW_COOKIE, setFlowCookie, flowCookieOf } from '../../../http/flowCookie';
import { clearReferralCookie, referralCookieOf } from '../../../http/referralCookie';
import { SESSION_COOKIE, route } from '../../../http/route';
import { setSessionCookie } from '../../../http/sessionCookie';
import { steamResultPage } from '../../../http/steamPages';
import { STEAM_SANDBOX_PATH, steamSandboxRoutes } from './steamSandbox';

/**
 * "Log in with Steam" (OpenID 2.0). Without STEAM_OPENID_URL this server also plays the
 * provider (the sandbox); the flow below only ever sees an endpoint URL either way.
 */
export function steamRoutes(app: FastifyInstance, services: Services) {
  const { config } = services;
  const sandboxEndpoint = `${config.siteOrigin}${app.prefix}${STEAM_SANDBOX_PATH}`;
  const endpoint = config.steam.openIdUrl ?? sandboxEndpoint;
  if (!config.steam.openIdUrl) {
    app.log.info('Steam sign-in uses the built-in sandbox provider (STEAM_OPENID_URL is unset)');
    steamSandboxRoutes(app, new SandboxOpenIdProvider(sandboxEndpoint, config.siteOrigin));
  }
  const signIn = new SteamSignIn(
    services.db,
    services.accounts,
    steamProfilesFor(config.steam),
    (error) => app.log.warn({ err: error }, 'Steam profile lookup failed; using a generated name'),
  );
  const login = new SteamLogin(services.db, signIn, {
    endpoint,
    siteOrigin: config.siteOrigin,
    returnPath: `${app.prefix}${steamCalls.steamSignInReturn.path}`,
  });

  app.get(steamCalls.steamSignIn.path, async (request, reply) => {
    const { redirect } = steamCalls.steamSignIn.query.parse(request.query ?? {});
    // The schema already insists on a path; the URL parser has the last word.
    if (new URL(redirect, config.siteOrigin).origin !== config.siteOrigin)
      throw new DomainError('VALIDATION', 'redirect: Redirect must be a path on this site', 400);
    const { url, state } = await login.begin(redirect);
    setFlowCookie(reply, STEAM_FLOW_COOKIE, state, config.siteOrigin);
    return reply.redirect(url, 302);
  });

  // Linking Steam to the signed-in account: the same OpenID flow, its state bound to them.
  route(app, services, steamCalls.linkSteam, async ({ query, session, reply }) => {
    const { url, state } = await login.begin(query.redirect, session.userId);
    setFlowCookie(reply, STEAM_FLOW_COOKIE, state, config.siteOrigin);
    reply.code(302).header('location', url).header('cache-control', 'no-store');
    return '';
  });

  route(app, services, steamCalls.unlinkSteam, async ({ session }) => {
    await signIn.unlink(session.userId);
    return { ok: true as const };
  });

  app.get(steamCalls.steamSignInReturn.path, async (request, reply) => {
    const query = steamCalls.steamSignInReturn.query.safeParse(request.query ?? {});
    const browserState = flowCookieOf(request, STEAM_FLOW_COOKIE);
    // A link finishes only in the full session of the player who started it.
    const session = await services.accounts.resolveSession(request.cookies[SESSION_COOKIE]);
    const sessionUserId = session && !session.pendingTwoFactor ? session.userId : null;
    const meta = {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
      // Used only when this sign-in creates the account (a referral from /r/{code}).
      referralCode: referralCookieOf(request),
    };
    const outcome: SteamLoginOutcome = query.success
      ? await login.finish(query.data, meta, browserState, sessionUserId)
      : { status: 'failed', message: 'This sign-in link is not valid.', reason: 'query' };
    if (outcome.status === 'authenticated') {
      setSessionCookie(reply, config.siteOrigin, outcome.token);
      clearReferralCookie(reply, request);
    } else if (outcome.status === 'failed')
      request.log.info({ reason: outcome.reason }, 'Steam sign-in refused');
    const status = { authenticated: 200, linked: 200, blocked: 403, failed: 400 }[outcome.status];
    return sendHtmlPage(reply, steamResultPage(outcome, config.siteOrigin), status);
  });
}
