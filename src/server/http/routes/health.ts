import type { FastifyInstance } from 'fastify';
import { healthCalls } from '../../../shared/contract/health';
import { ping } from '../../db/client';
import { DomainError } from '../../domain/errors';
import type { Services } from '../../services';
import { route } from '../route';

export function healthRoutes(app: FastifyInstance, services: Services) {
  route(app, services, healthCalls.health, async () => ({ status: 'ok' as const }));
  route(app, services, healthCalls.ready, async () => {
    if (services.lifecycle.stopping)
      throw new DomainError('STOPPING', 'The server is shutting down', 503);
    await ping(services.db);
    await services.redisPing?.();
    return { status: 'ready' as const };
  });
}
