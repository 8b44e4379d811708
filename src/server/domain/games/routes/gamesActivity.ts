import type { FastifyInstance } from 'fastify';
import { gamesCallsOf } from '../../../../shared/contract/games';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function gamesActivityRoutes(app: FastifyInstance, services: Services) {
  const { getGamesActivity } = gamesCallsOf(services.gameRegistry.kinds);
  route(app, services, getGamesActivity, async () => ({
    activity: await services.gameActivity.current(),
  }));
}
