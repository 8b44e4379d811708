import { sponsorshipRoutes } from './routes/sponsorships';
import type { ServerModule } from '../../modules/serverModule';

/** Sponsorships. */
export const serverModule: ServerModule = {
  name: 'sponsorships',
  routes: sponsorshipRoutes,
};
