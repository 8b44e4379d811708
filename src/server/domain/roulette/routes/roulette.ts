import type { FastifyInstance } from 'fastify';
import { rouletteCalls } from '../../../../shared/contract/roulette';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function rouletteRoutes(app: FastifyInstance, services: Services) {
  const { roulette } = services.rounds;
  route(app, services, rouletteCalls.getRouletteRound, async () => ({
    round: await roulette.snapshot(),
  }));
  route(app, services, rouletteCalls.listRouletteHistory, async () => ({
    rounds: await roulette.history(),
  }));
  route(app, services, rouletteCalls.listRouletteJackpots, async () => ({
    jackpots: await roulette.jackpots(),
  }));
  route(app, services, rouletteCalls.getRouletteJackpot, async () => ({
    jackpot: await roulette.jackpot(),
  }));
  route(app, services, rouletteCalls.placeRouletteBet, ({ body, session }) =>
    roulette.placeBet(session.userId, body),
  );
}
