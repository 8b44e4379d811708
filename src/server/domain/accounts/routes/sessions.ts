import type { FastifyInstance } from 'fastify';
import { sessionsCalls } from '../../../../shared/contract/sessions';
import { acceptTerms, listSessions } from '../sessionManagement';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { clearSessionCookie } from '../../../http/sessionCookie';

export function sessionRoutes(app: FastifyInstance, services: Services) {
  route(app, services, sessionsCalls.listSessions, async ({ session }) => ({
    sessions: await listSessions(services.db, session.userId, session.sessionId),
  }));

  route(app, services, sessionsCalls.revokeSession, async ({ body, session }) => {
    await services.accounts.revokeOwnSession(session.userId, body.id);
    return { ok: true as const };
  });

  route(app, services, sessionsCalls.logoutEverywhere, async ({ session, reply }) => {
    await services.accounts.revokeSessions(session.userId);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  route(app, services, sessionsCalls.acceptTerms, async ({ body, session }) => ({
    tosAcceptance: await acceptTerms(services.db, session.userId, body.version),
  }));
}
