import type { ServerModule } from '../../modules/serverModule';

/** Wager accruals: rakeback, affiliate commission and race points, from settled wagers. */
export const serverModule: ServerModule = {
  name: 'accruals',
  jobs: {
    start(services, log) {
      if (services.config.accruals.scheduled)
        services.accruals.start((error) => log.error({ err: error }, 'wager accruals failed'));
    },
    stop: (services) => services.accruals.stop(),
  },
};
