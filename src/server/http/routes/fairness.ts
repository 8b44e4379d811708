import type { FastifyInstance } from 'fastify';
import { fairnessCalls } from '../../../shared/contract/fairness';
import type { Services } from '../../services';
import { route } from '../route';

export function fairnessRoutes(app: FastifyInstance, services: Services) {
  route(app, services, fairnessCalls.startFairnessSeeds, ({ body, session }) =>
    services.seedPairs.start(session.userId, body.clientSeed),
  );

  route(app, services, fairnessCalls.getFairnessSeeds, ({ session }) =>
    services.seedPairs.state(session.userId),
  );

  route(app, services, fairnessCalls.rotateFairnessSeeds, ({ body, session }) =>
    services.seedPairs.rotate(session.userId, body.clientSeed),
  );

  route(app, services, fairnessCalls.listRevealedSeeds, ({ query, session }) =>
    services.seedPairs.revealed(session.userId, query),
  );
}
