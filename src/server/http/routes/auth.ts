import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authCalls } from '../../../shared/contract/auth';
import { SESSION_MAX_AGE_SECONDS } from '../../domain/accounts/accounts';
import type { Services } from '../../services';
import { SESSION_COOKIE, route } from '../route';

export function authRoutes(app: FastifyInstance, services: Services) {
  const secure = services.config.siteOrigin.startsWith('https://');
  const setSession = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
  const meta = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  route(app, services, authCalls.register, async ({ body, request, reply }) => {
    const { user, token } = await services.accounts.register(body, meta(request));
    setSession(reply, token);
    return { user };
  });

  route(app, services, authCalls.login, async ({ body, request, reply }) => {
    const { user, token } = await services.accounts.login(body, meta(request));
    setSession(reply, token);
    return { user };
  });

  route(app, services, authCalls.logout, async ({ session, reply }) => {
    await services.accounts.logout(session.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });

  route(app, services, authCalls.websocketToken, async ({ session }) => ({
    data: { token: await services.accounts.issueRealtimeToken(session.sessionId) },
  }));
}
