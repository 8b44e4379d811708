import { streamerRoutes } from '../../http/routes/streamer';
import type { ServerModule } from '../../modules/serverModule';

/** Streamer mode and capture tokens. */
export const serverModule: ServerModule = {
  name: 'streamer',
  routes: streamerRoutes,
};
