import type { FastifyInstance } from 'fastify';
import { giftCardsCalls } from '../../../shared/contract/giftCards';
import type { Services } from '../../services';
import { route } from '../route';

/**
 * Guessing codes is what an attacker would try: an address gets a thirtieth of the API's
 * per-minute allowance for redemptions (10 at the default 300).
 */
const REDEEM_SHARE_OF_LIMIT = 30;

export function giftCardRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    services,
    giftCardsCalls.redeemGiftCard,
    async ({ body, session, request }) =>
      services.giftCards.redeem(session.userId, body.data.code, request.ip),
    {
      rateLimit: {
        max: Math.ceil(services.config.rateLimitPerMinute / REDEEM_SHARE_OF_LIMIT),
        timeWindow: 60_000,
      },
    },
  );
  route(app, services, giftCardsCalls.adminCreateGiftCardBatch, async ({ body, session }) =>
    services.giftCards.createBatch(session.userId, body),
  );
  route(app, services, giftCardsCalls.adminListGiftCardBatches, async ({ session }) => ({
    batches: await services.giftCards.listBatches(session.userId),
  }));
  route(app, services, giftCardsCalls.adminDisableGiftCardBatch, async ({ body, session }) => ({
    batch: await services.giftCards.disableBatch(session.userId, body.id),
  }));
}
