import type { FastifyInstance } from 'fastify';
import { adminGamesCalls } from '../../../shared/contract/adminGames';
import { disableGame, enableGame } from '../../domain/admin/gameSwitches';
import type { Services } from '../../services';
import { route } from '../route';

export function adminGameRoutes(app: FastifyInstance, services: Services) {
  route(app, services, adminGamesCalls.adminDisableGame, async ({ body, session }) => {
    await disableGame(services, session.userId, body);
    return { ok: true as const };
  });
  route(app, services, adminGamesCalls.adminEnableGame, async ({ body, session }) => {
    await enableGame(services, session.userId, body);
    return { ok: true as const };
  });
}
