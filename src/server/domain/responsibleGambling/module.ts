import { responsibleGamblingRoutes } from './routes/responsibleGambling';
import type { ServerModule } from '../../modules/serverModule';

/** Responsible gambling. */
export const serverModule: ServerModule = {
  name: 'responsibleGambling',
  routes: responsibleGamblingRoutes,
};
