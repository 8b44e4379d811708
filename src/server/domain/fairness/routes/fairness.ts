import type { FastifyInstance } from 'fastify';
import { ROUND_GAME_KINDS, type RoundGameKind } from '../../../../../games/registry';
import { fairnessCalls } from '../../../../shared/contract/fairness';
import { roundChainCalls } from '../../../../shared/contract/roundChains';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

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

  // The site's round games (a test's own round game keeps its chain off the site's contract).
  const listed = new Set<string>(ROUND_GAME_KINDS);
  route(app, services, roundChainCalls.listRoundChains, async () => ({
    chains: (await services.rounds.chains.published())
      .filter((chain) => listed.has(chain.game))
      .map((chain) => ({
        game: chain.game as RoundGameKind,
        length: chain.length,
        terminatingHash: chain.terminatingHash,
        beacon: {
          kind: chain.beacon.kind as 'local' | 'drand-quicknet' | 'eos',
          label: chain.beacon.label,
          round: chain.beacon.round,
          expectedAt: chain.beacon.expectedAt.toISOString(),
          local: chain.beacon.kind === 'local',
        },
        salt: chain.salt,
        saltEvidence: chain.saltEvidence,
        publishedAt: chain.publishedAt.toISOString(),
        saltNotBefore: chain.saltNotBefore?.toISOString() ?? null,
        saltFixedAt: chain.saltFixedAt?.toISOString() ?? null,
        roundsPlayed: chain.roundsPlayed,
      })),
  }));
}
