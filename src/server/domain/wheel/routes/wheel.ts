import type { FastifyInstance } from 'fastify';
import { wheelCalls } from '../../../../shared/contract/wheel';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function wheelRoutes(app: FastifyInstance, services: Services) {
  route(app, services, wheelCalls.getWheel, async ({ session }) => ({
    wheel: await services.wheel.state(session.userId),
  }));
  route(app, services, wheelCalls.spinWheel, async ({ session }) =>
    services.wheel.spin(session.userId),
  );
  route(app, services, wheelCalls.listWheelSpins, async ({ session }) => ({
    spins: await services.wheel.spins(session.userId),
  }));
}
