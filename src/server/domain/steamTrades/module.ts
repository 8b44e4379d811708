import { steamTradeRoutes } from './routes/steamTrades';
import type { ServerModule } from '../../modules/serverModule';

/** Steam trades: skin withdrawals. */
export const serverModule: ServerModule = {
  name: 'steamTrades',
  routes: steamTradeRoutes,
};
