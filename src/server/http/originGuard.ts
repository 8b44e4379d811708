import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence beside the SameSite cookie: a state-changing request that names an Origin
 * must name ours. Requests without Origin (server-to-server, curl) carry no browser cookie risk.
 */
export function originGuard(app: FastifyInstance, siteOrigin: string) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) {
      throw new DomainError('BAD_ORIGIN', 'Cross-site request refused', 403);
    }
  });
}
