import type { FastifyInstance } from 'fastify';
import { roundFaceOf } from '../../../../shared/contract/roundFaces';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/**
 * Every round game of the server's registry gets its round, history and bet routes from its
 * face (src/shared/contract/roundFaces.ts): `/games/<kind>/round`, `/history` and `/bet`. A
 * game's own calls are in its own module (crash's cash-out, roulette's jackpots).
 */
export function roundGameRoutes(app: FastifyInstance, services: Services) {
  for (const game of services.rounds.manifests) {
    const driver = services.rounds.games[game.kind]!;
    const { calls } = roundFaceOf(game);
    route(app, services, calls.round, async () => ({ round: await driver.snapshot() }));
    route(app, services, calls.history, async () => ({ rounds: await driver.history() }));
    route(app, services, calls.bet, ({ body, session }) => driver.placeBet(session!.userId, body));
  }
}
