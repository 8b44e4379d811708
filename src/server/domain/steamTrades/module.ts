import { steamTradeRoutes } from './routes/steamTrades';
import type { ServerModule } from '../../modules/serverModule';

/** Steam trades: skin withdrawals. */
export const serverModule: ServerModule = {
  name: 'steamTrades',
  routes: steamTradeRoutes,
  jobs: {
    start(services, log) {
      if (!services.config.skinMarket.scheduled) return;
      services.steamTrades.start(
        (error) => log.error({ err: error }, 'steam trade offer poll failed'),
        (offer) =>
          log.warn(
            { offerId: offer.id, marketTradeId: offer.market_trade_id },
            'steam trade offer unreported by the market for a day: an operator should check it',
          ),
      );
    },
    stop: (services) => services.steamTrades.stop(),
  },
};
