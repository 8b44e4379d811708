import { caseRoutes } from './routes/cases';
import { catalogueRoutes } from './routes/catalogue';
import type { ServerModule } from '../../modules/serverModule';
import { caseRelays } from './relays';

/** Cases and the item catalogue. */
export const serverModule: ServerModule = {
  name: 'cases',
  routes(api, services) {
    caseRoutes(api, services);
    catalogueRoutes(api, services);
  },
  relayEntries: caseRelays,
};
