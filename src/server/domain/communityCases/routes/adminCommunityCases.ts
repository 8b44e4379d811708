import type { FastifyInstance } from 'fastify';
import { adminCommunityCasesCalls } from '../../../../shared/contract/adminCommunityCases';
import { listModeratedCases, setCaseHidden } from '../../admin';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function adminCommunityCaseRoutes(app: FastifyInstance, services: Services) {
  route(app, services, adminCommunityCasesCalls.adminListCommunityCases, ({ query, session }) =>
    listModeratedCases(services, session.userId, query),
  );
  route(
    app,
    services,
    adminCommunityCasesCalls.adminHideCommunityCase,
    async ({ body, session }) => {
      await setCaseHidden(services, session.userId, true, body);
      return { ok: true as const };
    },
  );
  route(
    app,
    services,
    adminCommunityCasesCalls.adminRestoreCommunityCase,
    async ({ body, session }) => {
      await setCaseHidden(services, session.userId, false, body);
      return { ok: true as const };
    },
  );
}
