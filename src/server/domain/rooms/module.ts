import { roomGameRoutes } from './routes/roomGames';
import type { ServerModule } from '../../modules/serverModule';
import { roomRelays } from './relays';

/** Room games. */
export const serverModule: ServerModule = {
  name: 'rooms',
  routes: roomGameRoutes,
  relayEntries: roomRelays,
};
