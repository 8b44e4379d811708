import type { FastifyInstance } from 'fastify';
import { liveDropsCalls } from '../../../shared/contract/liveDrops';
import type { Services } from '../../services';
import { route } from '../route';

export function liveDropRoutes(app: FastifyInstance, services: Services) {
  route(app, services, liveDropsCalls.getLiveDropsHistory, async () => ({
    Global: await services.liveDrops.history(),
  }));
}
