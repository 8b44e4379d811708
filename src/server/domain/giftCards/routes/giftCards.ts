import type { FastifyInstance } from 'fastify';
import { giftCardsCalls } from '../../../../shared/contract/giftCards';
import { assertStaffTwoFactor } from '../../admin';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function giftCardRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    services,
    giftCardsCalls.redeemGiftCard,
    async ({ body, session, request }) =>
      services.giftCards.redeem(session.userId, body.data.code, request.ip),
    // Guessing codes is what an attacker would try.
    { limit: { action: 'codes' } },
  );
  route(app, services, giftCardsCalls.adminCreateGiftCardBatch, async ({ body, session }) => {
    const { code, ...batch } = body;
    return services.giftCards.createBatch(session.userId, batch, () =>
      assertStaffTwoFactor(services.db, session, code),
    );
  });
  route(app, services, giftCardsCalls.adminListGiftCardBatches, async ({ session }) => ({
    batches: await services.giftCards.listBatches(session.userId),
  }));
  route(app, services, giftCardsCalls.adminDisableGiftCardBatch, async ({ body, session }) => ({
    batch: await services.giftCards.disableBatch(session.userId, body.id),
  }));
}
