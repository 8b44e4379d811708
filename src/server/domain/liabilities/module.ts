import { liabilitiesRoutes } from './routes/liabilities';
import type { ServerModule } from '../../modules/serverModule';

/** Proof of liabilities. */
export const serverModule: ServerModule = {
  name: 'liabilities',
  routes: liabilitiesRoutes,
  after: ['rounds'],
  jobs: {
    // Its sweeps run on the round leader only.
    start(services, log) {
      if (services.config.rounds.scheduled)
        services.liabilities.start(services.rounds.leadership, (error) =>
          log.error({ err: error }, 'proof of liabilities failed'),
        );
    },
    stop: (services) => services.liabilities.stop(),
  },
};
