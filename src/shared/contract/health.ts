import { z } from 'zod';
import { httpCall } from './define';

export const healthCalls = {
  health: httpCall({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: httpCall({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database is reachable and migrations ran',
    response: z.object({ status: z.literal('ready') }),
  }),
};
