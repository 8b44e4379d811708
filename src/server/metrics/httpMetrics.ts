import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** What a request that matched no route is counted under: never its raw URL (unbounded). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Requests by route pattern (`/api/bets/:id`, never the URL itself), method and status. */
export function instrumentHttp(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'gemdrop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gemdrop_http_request_duration_seconds',
    help: 'Time from a request read to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
