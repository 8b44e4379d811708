import { complianceRoutes } from './routes/compliance';
import type { ServerModule } from '../../modules/serverModule';

/** Compliance: whether the visitor's country is restricted. */
export const serverModule: ServerModule = {
  name: 'compliance',
  routes: complianceRoutes,
};
