import type { HttpBody, HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

type Settings = HttpResponse<'getResponsibleGambling'>;

export const rgApi = {
  get: () => apiRequest<Settings>('/responsible-gambling'),
  setLimit: (data: HttpBody<'setResponsibleGamblingLimit'>['data']) =>
    apiRequest<Settings>('/responsible-gambling/limits', { method: 'POST', body: { data } }),
  selfExclude: (period: HttpBody<'selfExclude'>['data']['period']) =>
    apiRequest<Settings>('/responsible-gambling/self-exclusion', {
      method: 'POST',
      body: { data: { period } },
    }),
  setReminder: (minutes: number | null) =>
    apiRequest<Settings>('/responsible-gambling/session-reminder', {
      method: 'POST',
      body: { data: { minutes } },
    }),
};
