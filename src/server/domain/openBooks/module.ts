import { openBooksRoutes } from '../../http/routes/openBooks';
import type { ServerModule } from '../../modules/serverModule';

/** Open books. */
export const serverModule: ServerModule = {
  name: 'openBooks',
  routes: openBooksRoutes,
};
