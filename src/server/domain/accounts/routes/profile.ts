import type { FastifyInstance } from 'fastify';
import { profileCalls } from '../../../../shared/contract/profile';
import { profileOverview } from '../../games';
import { ledgerHistory } from '../../wallet';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** The player's own profile: the overview's figures and their ledger, page by page. */
export function profileRoutes(app: FastifyInstance, services: Services) {
  route(app, services, profileCalls.getProfileOverview, async ({ session }) => ({
    overview: await profileOverview(services.db, session.userId, services.profileRevealWindows),
  }));
  route(app, services, profileCalls.listMyTransactions, async ({ query, session }) =>
    ledgerHistory(services.db, session.userId, query, services.profileRevealWindows),
  );
}
