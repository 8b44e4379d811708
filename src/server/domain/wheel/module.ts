import { wheelRoutes } from './routes/wheel';
import type { ServerModule } from '../../modules/serverModule';

/** The wheel. */
export const serverModule: ServerModule = {
  name: 'wheel',
  routes: wheelRoutes,
};
