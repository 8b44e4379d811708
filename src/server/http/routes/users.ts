import type { FastifyInstance } from 'fastify';
import { usersCalls } from '../../../shared/contract/users';
import type { Services } from '../../services';
import { route } from '../route';

export function userRoutes(app: FastifyInstance, services: Services) {
  route(app, services, usersCalls.me, async ({ session }) => ({
    user: await services.accounts.me(session.userId),
  }));
}
