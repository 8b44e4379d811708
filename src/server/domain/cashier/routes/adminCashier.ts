import type { FastifyInstance } from 'fastify';
import { adminCashierCalls } from '../../../../shared/contract/adminCashier';
import { assertStaffTwoFactor } from '../../admin';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/**
 * The cashier screen's calls beyond the crypto queues (routes/cashierCrypto.ts): releasing a
 * held crypto deposit, the held skin deposits and their release, and the search over both.
 */
export function adminCashierRoutes(app: FastifyInstance, services: Services) {
  const cashier = services.cryptoCashier;
  route(app, services, adminCashierCalls.adminReleaseHeldDeposit, async ({ body, session }) => ({
    deposit: await cashier.releaseHeld(session.userId, body.id, body.reason, () =>
      assertStaffTwoFactor(services.db, session, body.code),
    ),
  }));
  route(app, services, adminCashierCalls.adminListHeldSkinDeposits, async ({ session }) => ({
    deposits: await services.skinDeposits.held(session.userId),
  }));
  route(
    app,
    services,
    adminCashierCalls.adminReleaseHeldSkinDeposit,
    async ({ body, session }) => ({
      deposit: await services.skinDeposits.releaseHeld(session.userId, body.id, body.reason, () =>
        assertStaffTwoFactor(services.db, session, body.code),
      ),
    }),
  );
  route(app, services, adminCashierCalls.adminSearchCryptoTransactions, ({ query, session }) =>
    cashier.search(session.userId, query),
  );
}
