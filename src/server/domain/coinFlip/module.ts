import { coinFlipRoutes } from '../../http/routes/coinFlip';
import type { ServerModule } from '../../modules/serverModule';

/** Coin flip. */
export const serverModule: ServerModule = {
  name: 'coinFlip',
  routes: coinFlipRoutes,
};
