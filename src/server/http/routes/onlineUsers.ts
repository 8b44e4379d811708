import type { FastifyInstance } from 'fastify';
import { usersCalls } from '../../../shared/contract/users';
import type { Services } from '../../services';
import { route } from '../route';

export function onlineUserRoutes(app: FastifyInstance, services: Services) {
  route(app, services, usersCalls.getUsersOnline, () => services.chat.online.list());
}
