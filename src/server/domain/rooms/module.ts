import { roomGameRoutes } from '../../http/routes/roomGames';
import type { ServerModule } from '../../modules/serverModule';

/** Room games. */
export const serverModule: ServerModule = {
  name: 'rooms',
  routes: roomGameRoutes,
};
