import type { FastifyInstance } from 'fastify';
import { communityCasesCalls } from '../../../../shared/contract/communityCases';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function communityCaseRoutes(app: FastifyInstance, services: Services) {
  route(app, services, communityCasesCalls.listCommunityCases, ({ query }) =>
    services.communityCases.list(query),
  );
  route(app, services, communityCasesCalls.createCommunityCase, async ({ body, session }) => ({
    case: await services.communityCases.create(session.userId, body),
  }));
  route(app, services, communityCasesCalls.getCaseCreator, ({ params }) =>
    services.communityCases.creator(params.id),
  );
}
