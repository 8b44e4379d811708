import { crashRoutes } from '../../http/routes/crash';
import type { ServerModule } from '../../modules/serverModule';

/** Crash. */
export const serverModule: ServerModule = {
  name: 'crash',
  routes: crashRoutes,
};
