import type { FastifyInstance } from 'fastify';
import { crashCalls } from '../../../../shared/contract/crash';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** Crash's own call; its round, history and bet routes are every round game's (roundGames). */
export function crashRoutes(app: FastifyInstance, services: Services) {
  const { crash } = services.rounds.plays;
  route(app, services, crashCalls.cashOutCrash, ({ session }) => crash.cashOut(session.userId));
}
