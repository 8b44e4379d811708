import type { FastifyInstance } from 'fastify';

/**
 * While the node drains, each answer closes its connection: a balancer's kept-alive
 * connection would otherwise hold the stopping process open until its hard limit.
 */
export function closeConnectionsWhenStopping(
  app: FastifyInstance,
  lifecycle: { stopping: boolean },
): void {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.stopping) void reply.header('connection', 'close');
  });
}
