import { fairnessRoutes } from './routes/fairness';
import type { ServerModule } from '../../modules/serverModule';

/** Fairness: seeds and the verifier. */
export const serverModule: ServerModule = {
  name: 'fairness',
  routes: fairnessRoutes,
};
