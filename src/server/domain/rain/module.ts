import { rainRoutes } from './routes/rain';
import type { ServerModule } from '../../modules/serverModule';
import { rainRelays } from './relays';

/** Rain. */
export const serverModule: ServerModule = {
  name: 'rain',
  routes: rainRoutes,
  relayEntries: rainRelays,
};
