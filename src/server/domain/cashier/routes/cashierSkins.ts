import type { FastifyInstance } from 'fastify';
import { cashierSkinsCalls } from '../../../../shared/contract/cashierSkins';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function cashierSkinsRoutes(app: FastifyInstance, services: Services) {
  const deposits = services.skinDeposits;
  route(app, services, cashierSkinsCalls.getSkinDepositInventory, async ({ session }) =>
    deposits.inventoryOf(session.userId),
  );
  route(
    app,
    services,
    cashierSkinsCalls.createSkinDeposit,
    async ({ body, session }) => deposits.deposit(session.userId, body.assetIds),
    { limit: { action: 'money' } },
  );
  route(app, services, cashierSkinsCalls.listSkinDeposits, async ({ session }) => ({
    deposits: await deposits.depositsOf(session.userId),
  }));
}
