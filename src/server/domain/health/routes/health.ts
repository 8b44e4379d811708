import type { FastifyInstance } from 'fastify';
import { healthCalls } from '../../../../shared/contract/health';
import { assertReady } from '../readiness';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function healthRoutes(app: FastifyInstance, services: Services) {
  route(app, services, healthCalls.health, async () => ({ status: 'ok' as const }));
  const { rounds, config } = services;
  // A node that plays the round games is ready once it knows whether it leads them.
  const leadershipSettled = config.rounds.scheduled ? () => rounds.leadership.settled : undefined;
  route(app, services, healthCalls.ready, async () => {
    await assertReady({ ...services, leadershipSettled });
    return { status: 'ready' as const };
  });
}
