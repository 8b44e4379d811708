import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export const challengesApi = {
  list: () => apiRequest<HttpResponse<'listChallenges'>>('/challenge/get-many', { method: 'POST' }),
  trackers: () =>
    apiRequest<HttpResponse<'listChallengeTrackers'>>('/challenge/tracker/get-many', {
      method: 'POST',
    }),
  claim: (id: string) =>
    apiRequest<HttpResponse<'claimChallenge'>>('/challenge/claim', {
      method: 'POST',
      body: { data: { id } },
    }),
};
