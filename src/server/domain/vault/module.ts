import { vaultRoutes } from './routes/vault';
import type { ServerModule } from '../../modules/serverModule';

/** The vault. */
export const serverModule: ServerModule = {
  name: 'vault',
  routes: vaultRoutes,
};
