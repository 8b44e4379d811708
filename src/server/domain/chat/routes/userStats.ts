import type { FastifyInstance } from 'fastify';
import { usersCalls } from '../../../../shared/contract/users';
import { userStats } from '../userStats';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function userStatsRoutes(app: FastifyInstance, services: Services) {
  route(app, services, usersCalls.getUserStats, async ({ params }) => ({
    stats: await userStats(services.db, params.id),
  }));
}
