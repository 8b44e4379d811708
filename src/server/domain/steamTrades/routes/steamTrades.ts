import type { FastifyInstance } from 'fastify';
import { steamTradesCalls } from '../../../../shared/contract/steamTrades';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function steamTradeRoutes(app: FastifyInstance, services: Services) {
  route(app, services, steamTradesCalls.getSteamTrades, async ({ session }) =>
    services.steamTrades.overview(session.userId),
  );
  route(app, services, steamTradesCalls.setSteamTradeUrl, async ({ body, session }) => ({
    tradeUrl: await services.steamTrades.setTradeUrl(session.userId, body.data.tradeUrl),
  }));
  route(app, services, steamTradesCalls.buySteamSkin, async ({ body, session }) =>
    services.steamTrades.buySkin(session.userId, body.data.itemId),
  );
  route(
    app,
    services,
    steamTradesCalls.withdrawSteamSkins,
    async ({ body, session }) => ({
      offers: await services.steamTrades.withdraw(session.userId, body.data.skinIds),
    }),
    { limit: { action: 'money' } },
  );
}
