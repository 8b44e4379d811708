import type { FastifyInstance } from 'fastify';
import { crashCalls } from '../../../../shared/contract/crash';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function crashRoutes(app: FastifyInstance, services: Services) {
  const { crash } = services.rounds;
  route(app, services, crashCalls.getCrashRound, async () => ({ round: await crash.snapshot() }));
  route(app, services, crashCalls.listCrashHistory, async () => ({
    rounds: await crash.history(),
  }));
  route(app, services, crashCalls.placeCrashBet, ({ body, session }) =>
    crash.placeBet(session.userId, body),
  );
  route(app, services, crashCalls.cashOutCrash, ({ session }) => crash.cashOut(session.userId));
}
