import type { FastifyInstance } from 'fastify';
import { usersCalls } from '../../../shared/contract/users';
import type { Services } from '../../services';
import { route } from '../route';
import { startupParts } from '../startupParts';

export function onlineUserRoutes(app: FastifyInstance, services: Services) {
  route(app, services, usersCalls.getUsersOnline, () => startupParts.online(services));
}
