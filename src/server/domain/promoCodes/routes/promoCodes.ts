import type { FastifyInstance } from 'fastify';
import { promoCodesCalls } from '../../../../shared/contract/promoCodes';
import { assertStaffTwoFactor } from '../../admin';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function promoCodeRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    services,
    promoCodesCalls.redeemPromoCode,
    async ({ body, session }) => services.promoCodes.redeem(session.userId, body.data.code),
    { limit: { action: 'codes' } },
  );
  route(app, services, promoCodesCalls.adminCreatePromoCode, async ({ body, session }) => {
    // The 2FA code is spent here and never reaches the audit row with the rest.
    const { twoFactorCode, ...promoCode } = body;
    return {
      promoCode: await services.promoCodes.create(session.userId, promoCode, () =>
        assertStaffTwoFactor(services.db, session, twoFactorCode),
      ),
    };
  });
  route(app, services, promoCodesCalls.adminListPromoCodes, async ({ session }) => ({
    promoCodes: await services.promoCodes.list(session.userId),
  }));
  route(app, services, promoCodesCalls.adminDisablePromoCode, async ({ body, session }) => ({
    promoCode: await services.promoCodes.disable(session.userId, body.id),
  }));
}
