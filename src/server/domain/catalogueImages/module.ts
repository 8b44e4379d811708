import { catalogueImageRoutes } from './routes/catalogueImages';
import type { ServerModule } from '../../modules/serverModule';

/** The catalogue's item images. */
export const serverModule: ServerModule = {
  name: 'catalogueImages',
  routes: catalogueImageRoutes,
};
