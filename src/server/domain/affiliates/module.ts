import { affiliateRoutes } from './routes/affiliates';
import type { ServerModule } from '../../modules/serverModule';

/** Affiliates: codes, referees and commission. */
export const serverModule: ServerModule = {
  name: 'affiliates',
  routes: affiliateRoutes,
};
