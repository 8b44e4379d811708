import type { FastifyInstance } from 'fastify';
import { casesCalls } from '../../../../shared/contract/cases';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function caseRoutes(app: FastifyInstance, services: Services) {
  route(app, services, casesCalls.listCases, async ({ query }) => ({
    cases: await services.cases.list(query.kind),
  }));
  route(app, services, casesCalls.getCase, async ({ params }) => ({
    case: await services.cases.get(params.slug),
  }));
  route(app, services, casesCalls.openCase, ({ params, body, session }) =>
    services.caseOpenings.open(session.userId, params.slug, body.count, body.pace),
  );
}
