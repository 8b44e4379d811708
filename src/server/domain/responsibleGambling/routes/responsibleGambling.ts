import type { FastifyInstance } from 'fastify';
import { responsibleGamblingCalls } from '../../../../shared/contract/responsibleGambling';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { startupParts } from '../../../http/startupParts';

export function responsibleGamblingRoutes(app: FastifyInstance, services: Services) {
  const rg = services.responsibleGambling;
  const calls = responsibleGamblingCalls;
  route(app, services, calls.getResponsibleGambling, async ({ session }) =>
    startupParts.responsibleGambling(services, session.userId),
  );
  route(app, services, calls.setResponsibleGamblingLimit, async ({ body, session }) => ({
    settings: await rg.setLimit(session.userId, body.data.kind, body.data.period, body.data.amount),
  }));
  route(app, services, calls.selfExclude, async ({ body, session }) => ({
    settings: await rg.selfExclude(session.userId, body.data.period),
  }));
  route(app, services, calls.setSessionReminder, async ({ body, session }) => ({
    settings: await rg.setReminder(session.userId, body.data.minutes),
  }));
}
