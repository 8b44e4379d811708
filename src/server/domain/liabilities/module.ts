import { liabilitiesRoutes } from './routes/liabilities';
import type { ServerModule } from '../../modules/serverModule';

/** Proof of liabilities. */
export const serverModule: ServerModule = {
  name: 'liabilities',
  routes: liabilitiesRoutes,
};
