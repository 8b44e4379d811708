import { liveDropRoutes } from './routes/liveDrops';
import type { ServerModule } from '../../modules/serverModule';
import { liveDropRelays } from './relays';

/** Live drops. */
export const serverModule: ServerModule = {
  name: 'liveDrops',
  routes: liveDropRoutes,
  relayEntries: liveDropRelays,
  jobs: {
    // Drops still waiting for their reveal are not announced after close (the history has them).
    stop: (services) => services.liveDrops.stop(),
  },
};
