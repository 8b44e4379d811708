import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '../../../shared/contract/games';
import type { Services } from '../../services';
import { route } from '../route';

export function gamesActivityRoutes(app: FastifyInstance, services: Services) {
  route(app, services, gamesCalls.getGamesActivity, async () => ({
    activity: await services.gameActivity.current(),
  }));
}
