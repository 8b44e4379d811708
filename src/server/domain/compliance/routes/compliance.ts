import type { FastifyInstance } from 'fastify';
import { complianceCalls } from '../../../../shared/contract/compliance';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function complianceRoutes(app: FastifyInstance, services: Services) {
  route(app, services, complianceCalls.getCompliance, async ({ request, reply }) => {
    // The answer depends on who asks: no shared cache may keep it.
    void reply.header('cache-control', 'private, no-store');
    return startupParts.compliance(services, request);
  });
}
