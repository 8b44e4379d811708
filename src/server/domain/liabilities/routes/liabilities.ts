import type { FastifyInstance } from 'fastify';
import { liabilitiesCalls } from '../../../../shared/contract/liabilities';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function liabilitiesRoutes(app: FastifyInstance, services: Services) {
  const { liabilities } = services;
  route(app, services, liabilitiesCalls.listLiabilityRoots, async () => liabilities.roots());
  route(app, services, liabilitiesCalls.myLiabilityProof, async ({ session }) =>
    liabilities.proofOf(session.userId),
  );
  route(app, services, liabilitiesCalls.buildLiabilityTree, async () => liabilities.build());
}
