import type { FastifyInstance } from 'fastify';
import { complianceCalls } from '../../../shared/contract/compliance';
import type { Services } from '../../services';
import { route } from '../route';

export function complianceRoutes(app: FastifyInstance, services: Services) {
  // request.ip honours X-Forwarded-For only from TRUST_PROXY addresses (Fastify's trustProxy).
  route(app, services, complianceCalls.getCompliance, async ({ request, reply }) => {
    // The answer depends on who asks: no shared cache may keep it.
    void reply.header('cache-control', 'private, no-store');
    return services.regionLock.check(request.ip, request.headers['user-agent']);
  });
}
