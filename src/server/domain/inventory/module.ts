import { inventoryRoutes } from '../../http/routes/inventory';
import type { ServerModule } from '../../modules/serverModule';

/** The player's inventory. */
export const serverModule: ServerModule = {
  name: 'inventory',
  routes: inventoryRoutes,
};
