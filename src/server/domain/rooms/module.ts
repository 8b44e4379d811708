import { roomGameRoutes } from './routes/roomGames';
import type { ServerModule } from '../../modules/serverModule';
import { roomRelays } from './relays';

/** Room games. */
export const serverModule: ServerModule = {
  name: 'rooms',
  routes: roomGameRoutes,
  relayEntries: roomRelays,
  after: ['rounds'],
  jobs: {
    // Its sweeps run on the round leader only.
    start(services, log) {
      if (services.config.rounds.scheduled)
        services.rooms.start(services.rounds.leadership, (error) =>
          log.error({ err: error }, 'room game failed'),
        );
    },
    stop: (services) => services.rooms.stop(),
  },
};
