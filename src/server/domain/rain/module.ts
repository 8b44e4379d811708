import { rainRoutes } from './routes/rain';
import type { ServerModule } from '../../modules/serverModule';
import { rainRelays } from './relays';

/** Rain. */
export const serverModule: ServerModule = {
  name: 'rain',
  routes: rainRoutes,
  relayEntries: rainRelays,
  jobs: {
    start(services, log) {
      if (services.config.rain.scheduled)
        services.rain.start((error) => log.error({ err: error }, 'rain round failed'));
    },
    stop: (services) => services.rain.stop(),
  },
};
