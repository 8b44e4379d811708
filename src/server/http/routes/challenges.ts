import type { FastifyInstance } from 'fastify';
import { challengesCalls } from '../../../shared/contract/challenges';
import type { Services } from '../../services';
import { route } from '../route';

export function challengeRoutes(app: FastifyInstance, services: Services) {
  route(app, services, challengesCalls.listChallenges, async () => ({
    challenges: await services.challenges.list(),
  }));
  route(app, services, challengesCalls.listChallengeTrackers, async ({ session }) => ({
    trackers: await services.challenges.trackers(session.userId),
  }));
  route(app, services, challengesCalls.claimChallenge, async ({ body, session }) => {
    await services.challenges.claim(session.userId, body.data.id);
    return { ok: true as const };
  });
}
