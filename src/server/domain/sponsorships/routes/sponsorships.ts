import type { FastifyInstance } from 'fastify';
import { sponsorshipsCalls } from '../../../../shared/contract/sponsorships';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function sponsorshipRoutes(app: FastifyInstance, services: Services) {
  // Open to visitors: a creator may apply before having an account.
  route(
    app,
    services,
    sponsorshipsCalls.submitSponsorshipApplication,
    async ({ body, session, request }) => {
      await services.sponsorships.apply(body, session?.userId ?? null, request.ip);
      return { ok: true as const };
    },
  );
  route(app, services, sponsorshipsCalls.adminListSponsorshipApplications, async ({ session }) => ({
    applications: await services.sponsorships.list(session.userId),
  }));
  route(
    app,
    services,
    sponsorshipsCalls.adminMarkSponsorshipApplication,
    async ({ body, session }) => ({
      application: await services.sponsorships.mark(session.userId, body.id, body.status),
    }),
  );
}
