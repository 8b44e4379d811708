import type { FastifyInstance } from 'fastify';
import { twoFactorCalls } from '../../../../shared/contract/twoFactor';
import * as twoFactor from '../twoFactor';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function twoFactorRoutes(app: FastifyInstance, services: Services) {
  const { db, accounts } = services;
  // Every call that checks a code counts against the account and the address.
  const codeCheck = { limit: { action: 'twoFactor' } } as const;

  route(app, services, twoFactorCalls.setupTwoFactor, ({ session }) =>
    twoFactor.setup(db, session.userId),
  );

  // Turning 2FA on or off logs out every other session: one opened by whoever held the
  // password alone must not survive the change.
  route(
    app,
    services,
    twoFactorCalls.enableTwoFactor,
    async ({ session, body }) => {
      const backupCodes = await twoFactor.enable(db, session, body.code);
      await accounts.revokeSessions(session.userId, session.sessionId);
      return { backupCodes };
    },
    codeCheck,
  );

  route(
    app,
    services,
    twoFactorCalls.verifyTwoFactor,
    async ({ session, body }) => {
      await twoFactor.verify(db, session, body.code);
      // A pending session may now do everything: no process may answer from what it kept.
      await accounts.sessionChanged(session.sessionId);
      return { ok: true as const };
    },
    codeCheck,
  );

  route(
    app,
    services,
    twoFactorCalls.disableTwoFactor,
    async ({ session, body }) => {
      await twoFactor.disable(db, session, body.code);
      await accounts.revokeSessions(session.userId, session.sessionId);
      return { ok: true as const };
    },
    codeCheck,
  );

  route(
    app,
    services,
    twoFactorCalls.regenerateBackupCodes,
    async ({ session, body }) => ({
      backupCodes: await twoFactor.regenerateBackupCodes(db, session, body.code),
    }),
    codeCheck,
  );
}
