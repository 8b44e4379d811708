import type { FastifyInstance } from 'fastify';
import { usersCalls } from '../../../../shared/contract/users';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function onlineUserRoutes(app: FastifyInstance, services: Services) {
  route(app, services, usersCalls.getUsersOnline, () => startupParts.online(services));
}
