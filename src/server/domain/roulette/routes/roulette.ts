import type { FastifyInstance } from 'fastify';
import { rouletteCalls } from '../../../../shared/contract/roulette';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** Roulette's own calls; its round, history and bet routes are every round game's (roundGames). */
export function rouletteRoutes(app: FastifyInstance, services: Services) {
  const { roulette } = services.rounds.plays;
  route(app, services, rouletteCalls.listRouletteJackpots, async () => ({
    jackpots: await roulette.jackpots(),
  }));
  route(app, services, rouletteCalls.getRouletteJackpot, async () => ({
    jackpot: await roulette.jackpot(),
  }));
}
