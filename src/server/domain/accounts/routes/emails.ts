import type { FastifyInstance } from 'fastify';
import { emailsCalls } from '../../../../shared/contract/emails';
import { changeEmail } from '../emailChange';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function emailRoutes(app: FastifyInstance, services: Services) {
  route(app, services, emailsCalls.verifyEmail, async ({ body }) => {
    await services.emailVerification.verify(body.data.token);
    return { ok: true as const };
  });

  route(app, services, emailsCalls.changeEmail, async ({ body, session }) => {
    await changeEmail(services, session, body);
    return { ok: true as const };
  });

  route(app, services, emailsCalls.resendEmailVerification, async ({ session }) => {
    await services.emailVerification.resend(session.userId);
    return { ok: true as const };
  });
}
