import type { FastifyInstance } from 'fastify';
import { instantGamesCalls } from '../../../shared/contract/instantGames';
import type { Services } from '../../services';
import { route } from '../route';

export function betRoutes(app: FastifyInstance, services: Services) {
  route(app, services, instantGamesCalls.listMyBets, async ({ query, session }) => ({
    bets: await services.betHistory.list(session.userId, query),
  }));
}
