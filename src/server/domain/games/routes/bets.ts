import type { FastifyInstance } from 'fastify';
import { betHistoryCalls } from '../../../../shared/contract/betHistory';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function betRoutes(app: FastifyInstance, services: Services) {
  route(app, services, betHistoryCalls.listMyBets, async ({ query, session }) =>
    services.betHistory.page(session.userId, query),
  );
}
