import { rouletteRoutes } from '../../http/routes/roulette';
import type { ServerModule } from '../../modules/serverModule';

/** Roulette. */
export const serverModule: ServerModule = {
  name: 'roulette',
  routes: rouletteRoutes,
};
