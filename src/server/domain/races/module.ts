import { raceRoutes } from './routes/races';
import type { ServerModule } from '../../modules/serverModule';
import { raceRelays } from './relays';

/** Races. */
export const serverModule: ServerModule = {
  name: 'races',
  routes: raceRoutes,
  relayEntries: raceRelays,
};
