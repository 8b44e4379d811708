import { openBooksRoutes } from './routes/openBooks';
import type { ServerModule } from '../../modules/serverModule';
import { openBooksRelays } from './relays';

/** Open books. */
export const serverModule: ServerModule = {
  name: 'openBooks',
  routes: openBooksRoutes,
  relayEntries: openBooksRelays,
};
