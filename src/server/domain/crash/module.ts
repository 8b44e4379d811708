import { crashRoutes } from './routes/crash';
import type { ServerModule } from '../../modules/serverModule';
import { crashRelays } from './relays';

/** Crash. */
export const serverModule: ServerModule = {
  name: 'crash',
  routes: crashRoutes,
  relayEntries: crashRelays,
  // Its round's relay (every round game's) is heard before its own, as a round comes first.
  after: ['roundGames'],
};
