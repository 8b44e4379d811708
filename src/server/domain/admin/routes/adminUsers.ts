import type { FastifyInstance } from 'fastify';
import { adminUsersCalls } from '../../../../shared/contract/adminUsers';
import { restrictUser, setRoles } from '../restrictUser';
import { assertStaffTwoFactor } from '../staffTwoFactor';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function adminUserRoutes(app: FastifyInstance, services: Services) {
  route(app, services, adminUsersCalls.adminBanUser, async ({ body, session }) => {
    await restrictUser(services, 'ban', { actorId: session.userId, ...body });
    return { ok: true as const };
  });

  route(app, services, adminUsersCalls.adminMuteUser, async ({ body, session }) => {
    await restrictUser(services, 'mute', { actorId: session.userId, ...body });
    return { ok: true as const };
  });

  route(app, services, adminUsersCalls.adminSetRoles, async ({ body, session }) => {
    await setRoles(
      services,
      { actorId: session.userId, userId: body.userId, roles: body.roles, reason: body.reason },
      () => assertStaffTwoFactor(services.db, session, body.code),
    );
    return { ok: true as const };
  });
}
