import { raceRoutes } from '../../http/routes/races';
import type { ServerModule } from '../../modules/serverModule';

/** Races. */
export const serverModule: ServerModule = {
  name: 'races',
  routes: raceRoutes,
};
