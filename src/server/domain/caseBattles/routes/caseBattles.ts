import type { FastifyInstance } from 'fastify';
import { battlesCalls } from '../../../../shared/contract/battles';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function caseBattleRoutes(app: FastifyInstance, services: Services) {
  const caseBattles = services.rooms.plays['case-battle'];
  route(app, services, battlesCalls.listCaseBattles, async () => ({
    caseBattles: await caseBattles.list(),
  }));
  route(app, services, battlesCalls.getCaseBattle, async ({ params }) => ({
    caseBattle: await caseBattles.get(params.id),
  }));
  route(app, services, battlesCalls.createCaseBattle, ({ body, session }) =>
    caseBattles.create(session.userId, body),
  );
  route(app, services, battlesCalls.joinCaseBattle, ({ params, body, session }) =>
    caseBattles.join(session.userId, params.id, body),
  );
  route(app, services, battlesCalls.callCaseBattleBots, ({ params, session }) =>
    caseBattles.callBots(session.userId, params.id),
  );
  route(app, services, battlesCalls.leaveCaseBattle, ({ params, session }) =>
    caseBattles.leave(session.userId, params.id),
  );
}
