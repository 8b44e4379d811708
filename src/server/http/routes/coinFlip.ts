import type { FastifyInstance } from 'fastify';
import { coinFlipCalls } from '../../../shared/contract/coinFlip';
import type { Services } from '../../services';
import { route } from '../route';

export function coinFlipRoutes(app: FastifyInstance, services: Services) {
  const { coinFlips } = services.rounds;
  route(app, services, coinFlipCalls.listCoinFlips, () => coinFlips.list());
  route(app, services, coinFlipCalls.getCoinFlip, async ({ params }) => ({
    game: await coinFlips.get(params.id),
  }));
  route(app, services, coinFlipCalls.createCoinFlip, ({ body, session }) =>
    coinFlips.create(session.userId, body),
  );
  route(app, services, coinFlipCalls.joinCoinFlip, ({ params, session }) =>
    coinFlips.join(session.userId, params.id),
  );
  route(app, services, coinFlipCalls.callCoinFlipBot, ({ params, session }) =>
    coinFlips.callBot(session.userId, params.id),
  );
  route(app, services, coinFlipCalls.cancelCoinFlip, ({ params, session }) =>
    coinFlips.cancel(session.userId, params.id),
  );
}
