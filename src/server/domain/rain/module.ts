import { rainRoutes } from '../../http/routes/rain';
import type { ServerModule } from '../../modules/serverModule';

/** Rain. */
export const serverModule: ServerModule = {
  name: 'rain',
  routes: rainRoutes,
};
