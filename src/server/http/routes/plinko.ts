import type { FastifyInstance } from 'fastify';
import { instantGamesCalls } from '../../../shared/contract/instantGames';
import type { Services } from '../../services';
import { route } from '../route';

export function plinkoRoutes(app: FastifyInstance, services: Services) {
  route(app, services, instantGamesCalls.plinkoBet, ({ body, session }) =>
    services.plinko.bet(session.userId, body),
  );
}
