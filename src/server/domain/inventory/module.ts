import { inventoryRoutes } from './routes/inventory';
import type { ServerModule } from '../../modules/serverModule';
import { inventoryRelays } from './relays';

/** The player's inventory. */
export const serverModule: ServerModule = {
  name: 'inventory',
  routes: inventoryRoutes,
  relayEntries: inventoryRelays,
};
