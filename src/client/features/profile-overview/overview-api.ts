// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { profileCalls } from '../../../shared/contract/profile';
import { apiRequest } from '../../lib/http';

export type OverviewAnswer = z.infer<(typeof profileCalls)['getProfileOverview']['response']>;

/** GET /users/me/overview: the profile overview's figures. */
export const overviewApi = {
  get: (): Promise<OverviewAnswer> => apiRequest('/users/me/overview'),
};
