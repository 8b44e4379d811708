import { giftCardRoutes } from './routes/giftCards';
import type { ServerModule } from '../../modules/serverModule';

/** Gift cards. */
export const serverModule: ServerModule = {
  name: 'giftCards',
  routes: giftCardRoutes,
};
