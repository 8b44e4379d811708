import { crashRoutes } from './routes/crash';
import type { ServerModule } from '../../modules/serverModule';
import { crashRelays } from './relays';

/** Crash. */
export const serverModule: ServerModule = {
  name: 'crash',
  routes: crashRoutes,
  relayEntries: crashRelays,
};
