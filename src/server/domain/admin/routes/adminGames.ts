import type { FastifyInstance } from 'fastify';
import { adminGamesCallsOf } from '../../../../shared/contract/adminGames';
import { gameOverview } from '../gameOverview';
import { disableGame, enableGame } from '../gameSwitches';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function adminGameRoutes(app: FastifyInstance, services: Services) {
  // Any game of this server's registry may be paused.
  const adminGamesCalls = adminGamesCallsOf(services.gameRegistry.kindSchema);
  route(app, services, adminGamesCalls.adminListGames, ({ session }) =>
    gameOverview(services, services.rounds.beacon, session.userId),
  );
  route(app, services, adminGamesCalls.adminDisableGame, async ({ body, session }) => {
    await disableGame(services, session.userId, body);
    return { ok: true as const };
  });
  route(app, services, adminGamesCalls.adminEnableGame, async ({ body, session }) => {
    await enableGame(services, session.userId, body);
    return { ok: true as const };
  });
}
