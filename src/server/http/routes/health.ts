import type { FastifyInstance } from 'fastify';
import { healthCalls } from '../../../shared/contract/health';
import { assertReady } from '../../domain/readiness';
import type { Services } from '../../services';
import { route } from '../route';

export function healthRoutes(app: FastifyInstance, services: Services) {
  route(app, services, healthCalls.health, async () => ({ status: 'ok' as const }));
  route(app, services, healthCalls.ready, async () => {
    await assertReady(services);
    return { status: 'ready' as const };
  });
}
