import { streamerRoutes } from './routes/streamer';
import type { ServerModule } from '../../modules/serverModule';
import { streamerRelays } from './relays';

/** Streamer mode and capture tokens. */
export const serverModule: ServerModule = {
  name: 'streamer',
  routes: streamerRoutes,
  relayEntries: streamerRelays,
};
