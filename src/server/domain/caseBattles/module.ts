import { caseBattleRoutes } from './routes/caseBattles';
import { relayBattleSpectators } from '../../realtime/battleSpectators';
import type { ServerModule } from '../../modules/serverModule';
import { caseBattleRelays } from './relays';

/** Case battles. */
export const serverModule: ServerModule = {
  name: 'caseBattles',
  routes: caseBattleRoutes,
  relays: relayBattleSpectators,
  relayEntries: caseBattleRelays,
  after: ['rounds'],
  jobs: {
    // Its sweeps run on the round leader only.
    start(services, log) {
      if (services.config.rounds.scheduled)
        services.caseBattles.start(services.rounds.leadership, (error) =>
          log.error({ err: error }, 'case battle failed'),
        );
    },
    stop: (services) => services.caseBattles.stop(),
  },
};
