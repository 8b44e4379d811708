import { steamRoutes } from './routes/steam';
import type { ServerModule } from '../../modules/serverModule';

/** Steam: linking an account and signing in with it. */
export const serverModule: ServerModule = {
  name: 'steam',
  routes: steamRoutes,
};
