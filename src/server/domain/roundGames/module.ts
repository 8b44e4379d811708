import { roundGameRoutes } from './routes/roundGames';
import type { ServerModule } from '../../modules/serverModule';
import { manifestRoundRelays } from './relays';

/** What every round game shares: its round, history and bet routes, and a manifest game's relay. */
export const serverModule: ServerModule = {
  name: 'roundGames',
  routes: roundGameRoutes,
  relayEntries: manifestRoundRelays,
};
