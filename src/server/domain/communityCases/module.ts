import { adminCommunityCaseRoutes } from '../../http/routes/adminCommunityCases';
import { communityCaseRoutes } from '../../http/routes/communityCases';
import type { ServerModule } from '../../modules/serverModule';

/** Community cases and their staff review. */
export const serverModule: ServerModule = {
  name: 'communityCases',
  routes(api, services) {
    adminCommunityCaseRoutes(api, services);
    communityCaseRoutes(api, services);
  },
};
