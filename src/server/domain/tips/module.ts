import { tipRoutes } from './routes/tips';
import type { ServerModule } from '../../modules/serverModule';

/** Tips between players. */
export const serverModule: ServerModule = {
  name: 'tips',
  routes: tipRoutes,
};
