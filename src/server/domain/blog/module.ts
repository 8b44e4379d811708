import { blogRoutes } from './routes/blog';
import type { ServerModule } from '../../modules/serverModule';

/** The blog and its staff editor. */
export const serverModule: ServerModule = {
  name: 'blog',
  routes: blogRoutes,
};
