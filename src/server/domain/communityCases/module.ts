import { adminCommunityCaseRoutes } from './routes/adminCommunityCases';
import { communityCaseRoutes } from './routes/communityCases';
import type { ServerModule } from '../../modules/serverModule';

/** Community cases and their staff review. */
export const serverModule: ServerModule = {
  name: 'communityCases',
  routes(api, services) {
    adminCommunityCaseRoutes(api, services);
    communityCaseRoutes(api, services);
  },
};
