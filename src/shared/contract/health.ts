import { z } from 'zod';
import { httpCall } from './define';

export const healthCalls = {
  health: httpCall({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers',
    description:
      'The process is alive and its event loop turns; nothing else is checked. A failing ' +
      '/health means restart the process. It stays 200 while the node drains on SIGTERM.',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: httpCall({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: database, Redis, migrations and round leadership are settled',
    description:
      'The node may take traffic: the database answers and holds every migration this build ' +
      'ships, Redis answers (when configured), and the node knows whether it leads the round ' +
      'games (when it plays them). 503 otherwise, and at once from the start of a graceful ' +
      'shutdown (SIGTERM), so a load balancer drains the node while its requests finish.',
    response: z.object({ status: z.literal('ready') }),
  }),
};
