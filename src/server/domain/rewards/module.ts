import { rewardRoutes } from './routes/rewards';
import type { ServerModule } from '../../modules/serverModule';
import { rewardRelays } from './relays';

/** Rewards: rakeback, level rewards and the daily case. */
export const serverModule: ServerModule = {
  name: 'rewards',
  routes: rewardRoutes,
  relayEntries: rewardRelays,
};
