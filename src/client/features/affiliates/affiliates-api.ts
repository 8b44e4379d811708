import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export const affiliatesApi = {
  get: () => apiRequest<HttpResponse<'getAffiliate'>>('/affiliate'),
  createCode: (code: string) =>
    apiRequest<HttpResponse<'createAffiliateCode'>>('/affiliate/code/create', {
      method: 'POST',
      body: { data: { code } },
    }),
  claim: () =>
    apiRequest<HttpResponse<'claimAffiliateCommission'>>('/affiliate/claim', { method: 'POST' }),
  referees: (page: number) =>
    apiRequest<HttpResponse<'listAffiliateReferees'>>(`/affiliate/referees?page=${page}`),
  visit: (code: string) =>
    apiRequest<HttpResponse<'visitReferral'>>('/affiliate/visit', {
      method: 'POST',
      body: { data: { code } },
    }),
};
