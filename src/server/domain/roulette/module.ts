import { rouletteRoutes } from './routes/roulette';
import type { ServerModule } from '../../modules/serverModule';
import { rouletteRelays } from './relays';

/** Roulette. */
export const serverModule: ServerModule = {
  name: 'roulette',
  routes: rouletteRoutes,
  relayEntries: rouletteRelays,
  // Its round's relay (every round game's) is heard before its own, as a round comes first.
  after: ['roundGames'],
};
