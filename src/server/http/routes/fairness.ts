import type { FastifyInstance } from 'fastify';
import { fairnessCalls } from '../../../shared/contract/fairness';
import type { Services } from '../../services';
import { route } from '../route';

export function fairnessRoutes(app: FastifyInstance, services: Services) {
  route(app, services, fairnessCalls.getFairnessSeeds, ({ session }) =>
    services.seedPairs.state(session.userId),
  );

  route(app, services, fairnessCalls.rotateFairnessSeeds, ({ body, session }) =>
    services.seedPairs.rotate(session.userId, body.clientSeed),
  );

  route(app, services, fairnessCalls.listRevealedSeeds, async ({ session }) => ({
    pairs: await services.seedPairs.revealed(session.userId),
  }));
}
