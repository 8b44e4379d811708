import { healthRoutes } from './routes/health';
import type { ServerModule } from '../../modules/serverModule';

/** The probes: /health and /ready, at the root. */
export const serverModule: ServerModule = {
  name: 'health',
  rootRoutes: healthRoutes,
};
