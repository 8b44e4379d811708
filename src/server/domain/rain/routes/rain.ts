import type { FastifyInstance } from 'fastify';
import { rainCalls } from '../../../../shared/contract/rain';
import { rainStateWire } from '../rainWire';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function rainRoutes(app: FastifyInstance, services: Services) {
  route(app, services, rainCalls.getRain, () => startupParts.rain(services));

  route(
    app,
    services,
    rainCalls.tipRain,
    async ({ body, session }) => {
      const { balance, ledgerPosition } = await services.rain.tip(
        session,
        body.amount,
        body.idempotencyKey,
      );
      return { rain: rainStateWire(await services.rain.state()), balance, ledgerPosition };
    },
    { limit: { action: 'money' } },
  );
}
