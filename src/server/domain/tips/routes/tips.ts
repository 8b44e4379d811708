import type { FastifyInstance } from 'fastify';
import { tipsCalls } from '../../../../shared/contract/tips';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function tipRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    services,
    tipsCalls.tipUser,
    async ({ body, session }) => {
      const { balance, ledgerPosition, recipient } = await services.tips.send(session, body);
      return { balance, ledgerPosition, recipient };
    },
    { limit: { action: 'money' } },
  );
}
