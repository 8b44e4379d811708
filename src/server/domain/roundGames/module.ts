import { roundGameRoutes } from './routes/roundGames';
import type { ServerModule } from '../../modules/serverModule';
import { roundGameRelays } from './relays';

/** What every round game shares: its round, history and bet routes, and its round's relay. */
export const serverModule: ServerModule = {
  name: 'roundGames',
  routes: roundGameRoutes,
  relayEntries: roundGameRelays,
};
