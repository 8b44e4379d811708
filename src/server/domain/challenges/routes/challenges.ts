import type { FastifyInstance } from 'fastify';
import { challengesCalls } from '../../../../shared/contract/challenges';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function challengeRoutes(app: FastifyInstance, services: Services) {
  route(app, services, challengesCalls.listChallenges, () => startupParts.challenges(services));
  route(app, services, challengesCalls.listChallengeTrackers, ({ session }) =>
    startupParts.challengeTrackers(services, session.userId),
  );
  route(app, services, challengesCalls.claimChallenge, async ({ body, session }) => {
    await services.challenges.claim(session.userId, body.data.id);
    return { ok: true as const };
  });
}
