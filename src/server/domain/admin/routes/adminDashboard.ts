import type { FastifyInstance } from 'fastify';
import { adminDashboardCalls as calls } from '../../../../shared/contract/adminDashboard';
import { readDashboard } from '../dashboard/dashboard';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** /admin's figures: the route checks dashboard.read (the contract's permission) first. */
export function adminDashboardRoutes(app: FastifyInstance, services: Services) {
  route(app, services, calls.adminDashboard, () =>
    readDashboard(services.db, {
      now: Date.now(),
      ledgerCheckMinutes: services.config.ledgerCheckMinutes,
    }),
  );
}
