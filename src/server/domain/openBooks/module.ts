import { openBooksRoutes } from './routes/openBooks';
import type { ServerModule } from '../../modules/serverModule';
import { openBooksRelays } from './relays';

/** Open books. */
export const serverModule: ServerModule = {
  name: 'openBooks',
  routes: openBooksRoutes,
  relayEntries: openBooksRelays,
  jobs: {
    // Scheduled with the wager accruals it publishes.
    start(services, log) {
      if (services.config.accruals.scheduled)
        services.openBooks.start((error) => log.error({ err: error }, 'open books failed'));
    },
    stop: (services) => services.openBooks.stop(),
  },
};
