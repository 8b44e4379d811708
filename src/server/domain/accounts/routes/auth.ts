import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authCalls } from '../../../../shared/contract/auth';
import { AUTH_RULES, hitThrottle } from '../throttle';
import { assertHuman } from '../../humanCheck';
import type { Services } from '../../../services';
import { clearReferralCookie, referralCookieOf } from '../../../http/referralCookie';
import { route } from '../../../http/route';
import { clearSessionCookie, setSessionCookie } from '../../../http/sessionCookie';

export function authRoutes(app: FastifyInstance, services: Services) {
  const setSession = (reply: FastifyReply, token: string) =>
    setSessionCookie(reply, services.config.siteOrigin, token);
  const meta = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  route(
    app,
    services,
    authCalls.register,
    async ({ body, request, reply }) => {
      await assertHuman(services.humanCheck, body.turnstileToken, request.ip);
      await hitThrottle(services.db, AUTH_RULES.registerPerAddress, request.ip);
      // A referral code from /r/{code} links the new account in its own transaction.
      const signUp = { ...meta(request), referralCode: referralCookieOf(request) };
      const { user, token } = await services.accounts.register(body, signUp);
      setSession(reply, token);
      clearReferralCookie(reply, request);
      await services.emailVerification.sendAfterRegister(user);
      return { user };
    },
    { limit: { action: 'register' } },
  );

  route(
    app,
    services,
    authCalls.login,
    async ({ body, request, reply }) => {
      await assertHuman(services.humanCheck, body.turnstileToken, request.ip);
      const { user, token } = await services.accounts.login(body, meta(request));
      setSession(reply, token);
      clearReferralCookie(reply, request);
      return { user };
    },
    { limit: { action: 'login', subject: ({ body }) => body.login } },
  );

  route(app, services, authCalls.logout, async ({ session, reply }) => {
    await services.accounts.logout(session.sessionId);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  // The widget needs the public site key; without a secret the server checks nothing.
  route(app, services, authCalls.getHumanCheck, async () => {
    const { secret, siteKey } = services.config.turnstile;
    return { siteKey: secret && siteKey ? siteKey : null };
  });

  route(app, services, authCalls.websocketToken, async ({ session }) => ({
    data: { token: await services.accounts.issueRealtimeToken(session.sessionId) },
  }));
}
