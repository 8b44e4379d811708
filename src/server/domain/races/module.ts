import { raceRoutes } from './routes/races';
import type { ServerModule } from '../../modules/serverModule';
import { raceRelays } from './relays';

/** Races. */
export const serverModule: ServerModule = {
  name: 'races',
  routes: raceRoutes,
  relayEntries: raceRelays,
  jobs: {
    start(services, log) {
      if (services.config.races.scheduled)
        services.races.start((error) => log.error({ err: error }, 'race payout failed'));
    },
    stop: (services) => services.races.stop(),
  },
};
