import type { FastifyInstance } from 'fastify';
import { rainCalls } from '../../../shared/contract/rain';
import type { RainState } from '../../domain/rain/rain';
import type { Services } from '../../services';
import { route } from '../route';

const wire = (state: RainState) => ({
  pool: state.pool,
  nextRainAt: state.nextRainAt.toISOString(),
});

export function rainRoutes(app: FastifyInstance, services: Services) {
  route(app, services, rainCalls.getRain, async () => ({
    rain: wire(await services.rain.state()),
  }));

  route(app, services, rainCalls.tipRain, async ({ body, session }) => {
    const { balance } = await services.rain.tip(session.userId, body.amount);
    return { rain: wire(await services.rain.state()), balance };
  });
}
