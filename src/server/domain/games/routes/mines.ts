import type { FastifyInstance } from 'fastify';
import { instantGamesCalls } from '../../../../shared/contract/instantGames';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function minesRoutes(app: FastifyInstance, services: Services) {
  route(app, services, instantGamesCalls.minesStart, ({ body, session }) =>
    services.mines.start(session.userId, body),
  );

  route(app, services, instantGamesCalls.minesReveal, ({ body, session }) =>
    services.mines.reveal(session.userId, body.tile),
  );

  route(app, services, instantGamesCalls.minesCashout, ({ session }) =>
    services.mines.cashout(session.userId),
  );

  route(app, services, instantGamesCalls.minesActive, ({ session }) =>
    services.mines.active(session.userId),
  );
}
