import type { ServerModule } from '../../modules/serverModule';

/**
 * Round chains and the round leader: one process of the cluster leads the live rounds; the
 * modules whose sweeps run on the leader come after this one (stopped before it).
 */
export const serverModule: ServerModule = {
  name: 'rounds',
  jobs: {
    start(services, log) {
      if (services.config.rounds.scheduled)
        services.rounds.start((error) => log.error({ err: error }, 'round chains failed'));
    },
    stop: (services) => services.rounds.stop(),
  },
};
