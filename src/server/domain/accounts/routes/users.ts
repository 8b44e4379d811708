import type { FastifyInstance } from 'fastify';
import { usersCalls } from '../../../../shared/contract/users';
import { setAnonymousMode } from '../anonymity';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function userRoutes(app: FastifyInstance, services: Services) {
  route(app, services, usersCalls.me, ({ session }) => startupParts.me(services, session.userId));

  route(app, services, usersCalls.setAnonymousMode, async ({ session, body }) => ({
    anonymous: await setAnonymousMode(services.db, session.userId, body.anonymous),
  }));
}
