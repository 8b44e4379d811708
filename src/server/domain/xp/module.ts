import type { ServerModule } from '../../modules/serverModule';
import { xpRelays } from './relays';

/** XP and its boosts: the level reaches the player's tabs (wagers earn it elsewhere). */
export const serverModule: ServerModule = {
  name: 'xp',
  relayEntries: xpRelays,
  jobs: {
    // Boosts that end while the process was down end at start.
    start: (services, log) =>
      services.xpBoosts.start((error) => log.error({ err: error }, 'XP boost end failed')),
    stop: (services) => services.xpBoosts.stop(),
  },
};
