import type { FastifyInstance } from 'fastify';
import { instantGamesCalls } from '../../../shared/contract/instantGames';
import type { Services } from '../../services';
import { route } from '../route';

export function diceRoutes(app: FastifyInstance, services: Services) {
  route(app, services, instantGamesCalls.diceBet, ({ body, session }) =>
    services.dice.bet(session.userId, body),
  );
}
