import { challengeRoutes } from './routes/challenges';
import type { ServerModule } from '../../modules/serverModule';
import { challengeRelays } from './relays';

/** Challenges. */
export const serverModule: ServerModule = {
  name: 'challenges',
  routes: challengeRoutes,
  relayEntries: challengeRelays,
};
