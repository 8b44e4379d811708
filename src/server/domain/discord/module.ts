import { discordRoutes } from './routes/discord';
import type { ServerModule } from '../../modules/serverModule';

/** Discord: linking an account and signing in with it. */
export const serverModule: ServerModule = {
  name: 'discord',
  routes: discordRoutes,
};
