import type { FastifyInstance } from 'fastify';
import { vaultCalls } from '../../../../shared/contract/vault';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function vaultRoutes(app: FastifyInstance, services: Services) {
  const { vault } = services;
  route(app, services, vaultCalls.getVault, async ({ session }) => ({
    vault: await vault.get(session.userId),
  }));
  route(app, services, vaultCalls.vaultDeposit, async ({ body, session }) =>
    vault.deposit(session.userId, body.amount, body.idempotencyKey),
  );
  route(app, services, vaultCalls.vaultWithdraw, async ({ body, session }) =>
    vault.withdraw(session, body.amount, body.idempotencyKey),
  );
  route(app, services, vaultCalls.lockVault, async ({ body, session }) => ({
    vault: await vault.lock(session.userId, body.until),
  }));
  route(app, services, vaultCalls.unlockVault, async ({ body, session }) => ({
    vault: await vault.unlock(session.userId, body.code),
  }));
}
