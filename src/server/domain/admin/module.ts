import { adminUserRoutes } from './routes/adminUsers';
import { adminGameRoutes } from './routes/adminGames';
import { adminUserPagesRoutes } from './routes/adminUserPages';
import { adminDashboardRoutes } from './routes/adminDashboard';
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
