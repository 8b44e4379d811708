import type { FastifyInstance } from 'fastify';
import { liveDropsCalls } from '../../../../shared/contract/liveDrops';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function liveDropRoutes(app: FastifyInstance, services: Services) {
  route(app, services, liveDropsCalls.getLiveDropsHistory, () => startupParts.liveDrops(services));
}
