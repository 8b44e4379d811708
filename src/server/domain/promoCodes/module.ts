import { promoCodeRoutes } from './routes/promoCodes';
import type { ServerModule } from '../../modules/serverModule';

/** Promo codes. */
export const serverModule: ServerModule = {
  name: 'promoCodes',
  routes: promoCodeRoutes,
};
