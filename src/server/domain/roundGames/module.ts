import { roundGameRoutes } from './routes/roundGames';
import type { ServerModule } from '../../modules/serverModule';

/** What every round game shares: its round, history and bet routes. */
export const serverModule: ServerModule = {
  name: 'roundGames',
  routes: roundGameRoutes,
};
