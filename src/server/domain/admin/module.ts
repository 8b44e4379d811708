import { adminUserRoutes } from '../../http/routes/adminUsers';
import { adminGameRoutes } from '../../http/routes/adminGames';
import { adminUserPagesRoutes } from '../../http/routes/adminUserPages';
import { adminDashboardRoutes } from '../../http/routes/adminDashboard';
import type { ServerModule } from '../../modules/serverModule';

/** The staff's pages: players, games, a player's pages and the dashboard. */
export const serverModule: ServerModule = {
  name: 'admin',
  routes(api, services) {
    adminUserRoutes(api, services);
    adminGameRoutes(api, services);
    adminUserPagesRoutes(api, services);
    adminDashboardRoutes(api, services);
  },
};
