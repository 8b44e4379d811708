import type { FastifyInstance } from 'fastify';
import { instantBetCall } from '../../../../shared/contract/instantGames';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** `POST /games/<kind>/bet` for every one-request game of the registry, from its manifest. */
export function instantGameRoutes(app: FastifyInstance, services: Services) {
  for (const game of services.gameRegistry.instantGames) {
    route(app, services, instantBetCall(game), ({ body, session }) => {
      // The pace is how the tab shows the bet, not part of the bet: kept out of its choice.
      const { pace, ...bet } = body;
      return services.instantGames.bet(game, session.userId, bet, pace);
    });
  }
}
