import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminUserPagesCalls as calls } from '../../../../shared/contract/adminUserPages';
import { assertStaffTwoFactor } from '../staffTwoFactor';
import { listAudit } from '../users/auditLog';
import {
  addStaffNote,
  adjustUserBalance,
  resetUserTwoFactor,
  revokeUserSessions,
} from '../users/userActions';
import { userDetail } from '../users/userDetail';
import { searchUsers } from '../users/userSearch';
import { notFound } from '../../errors';
import { ledgerHistory } from '../../wallet';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** An optional Idempotency-Key header: a retried adjustment moves the money once. */
const idempotencyHeader = z.string().min(8).max(100).optional();

/** The users and audit screens of the back office. */
export function adminUserPagesRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const exists = (id: string) => assertUserExists(services, id);

  route(app, services, calls.adminSearchUsers, ({ query }) => searchUsers(db, query));
  route(app, services, calls.adminGetUser, async ({ params }) => ({
    user: await userDetail(services, params.id),
  }));
  route(app, services, calls.adminListUserLedger, async ({ params, query }) => {
    await exists(params.id);
    return ledgerHistory(db, params.id, query, services.profileRevealWindows);
  });
  route(app, services, calls.adminListUserBets, async ({ params, query }) => {
    await exists(params.id);
    return services.betHistory.page(params.id, query);
  });
  route(app, services, calls.adminAddStaffNote, async ({ body, session }) => ({
    note: await addStaffNote(services, { actorId: session.userId, ...body }),
  }));
  route(app, services, calls.adminAdjustUserBalance, ({ body, session, request }) =>
    adjustUserBalance(
      services,
      {
        actorId: session.userId,
        userId: body.userId,
        amount: body.amount,
        reason: body.reason,
        idempotencyKey: idempotencyHeader.parse(request.headers['idempotency-key']),
      },
      () => assertStaffTwoFactor(db, session, body.code),
    ),
  );
  route(app, services, calls.adminRevokeUserSessions, ({ body, session }) =>
    revokeUserSessions(
      services,
      { actorId: session.userId, userId: body.userId, reason: body.reason },
      () => assertStaffTwoFactor(db, session, body.code),
    ),
  );
  route(app, services, calls.adminResetUserTwoFactor, async ({ body, session }) => {
    await resetUserTwoFactor(
      services,
      { actorId: session.userId, userId: body.userId, reason: body.reason },
      () => assertStaffTwoFactor(db, session, body.code),
    );
    return { ok: true as const };
  });
  route(app, services, calls.adminListAudit, ({ query }) => listAudit(db, query));
}

/** A page of an account that is not there is a 404, not an empty list. */
async function assertUserExists(services: Services, id: string): Promise<void> {
  // Every account holds a role (setRoles asks for one), so none means no account.
  if ((await services.accounts.rolesOf(id)).length === 0) throw notFound('No such user');
}
