import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '../../../../shared/contract/cashier';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

/** Rates, methods, fees and bonuses: what the CASHIER modal shows before any money moves. */
export function cashierRoutes(app: FastifyInstance, services: Services) {
  const cashier = services.cryptoCashier;
  route(app, services, cashierCalls.getCryptoRates, async () => ({
    rates: await cashier.rates.rates(),
  }));
  route(app, services, cashierCalls.getCryptoMethods, async () => cashier.methods());
  route(app, services, cashierCalls.getCryptoWithdrawFees, async () => ({ fees: cashier.fees() }));
  route(app, services, cashierCalls.getCashierBonuses, async ({ session }) => ({
    bonuses: await cashier.bonuses(session.userId),
  }));
}
