import type { FastifyInstance } from 'fastify';
import { passwordsCalls } from '../../../../shared/contract/passwords';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function passwordRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    services,
    passwordsCalls.forgotPassword,
    async ({ body, request }) => {
      await services.passwords.forgot(body.email, request.ip);
      return { ok: true as const };
    },
    { limit: { action: 'passwordReset', subject: ({ body }) => body.email } },
  );

  route(
    app,
    services,
    passwordsCalls.resetPassword,
    async ({ body }) => {
      await services.passwords.reset(body.token, body.password);
      return { ok: true as const };
    },
    { limit: { action: 'passwordReset' } },
  );

  route(
    app,
    services,
    passwordsCalls.changePassword,
    async ({ body, session }) => {
      await services.passwords.change(session, body.currentPassword, body.newPassword);
      return { ok: true as const };
    },
    // It checks the current password: guessing it is a log-in.
    { limit: { action: 'login' } },
  );
}
