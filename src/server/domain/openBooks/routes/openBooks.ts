import type { FastifyInstance } from 'fastify';
import { openBooksCalls } from '../../../../shared/contract/openBooks';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function openBooksRoutes(app: FastifyInstance, services: Services) {
  route(app, services, openBooksCalls.openBooks, async () => services.openBooks.figures());
}
