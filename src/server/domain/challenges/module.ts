import { challengeRoutes } from '../../http/routes/challenges';
import type { ServerModule } from '../../modules/serverModule';

/** Challenges. */
export const serverModule: ServerModule = {
  name: 'challenges',
  routes: challengeRoutes,
};
