import { liveDropRoutes } from '../../http/routes/liveDrops';
import type { ServerModule } from '../../modules/serverModule';

/** Live drops. */
export const serverModule: ServerModule = {
  name: 'liveDrops',
  routes: liveDropRoutes,
};
