import { rouletteRoutes } from './routes/roulette';
import type { ServerModule } from '../../modules/serverModule';
import { rouletteRelays } from './relays';

/** Roulette. */
export const serverModule: ServerModule = {
  name: 'roulette',
  routes: rouletteRoutes,
  relayEntries: rouletteRelays,
};
