import type { FastifyInstance } from 'fastify';
import { racesCalls } from '../../../../shared/contract/races';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function raceRoutes(app: FastifyInstance, services: Services) {
  route(app, services, racesCalls.getRaces, async ({ session }) => ({
    races: await services.races.current(session?.userId ?? null),
  }));

  route(app, services, racesCalls.getRaceHistory, async ({ body }) => ({
    races: await services.races.history(body.kind ?? null, body.limit ?? 10),
  }));
}
