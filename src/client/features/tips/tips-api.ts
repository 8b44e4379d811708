import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { withTwoFactor } from '../modals/modal-store';

export const tipsApi = {
  rain: () => apiRequest<HttpResponse<'getRain'>>('/rain'),
  tipRain: (amount: number, idempotencyKey: string) =>
    apiRequest<HttpResponse<'tipRain'>>('/rain/tip', {
      method: 'POST',
      body: { amount, idempotencyKey },
    }),
  /**
   * Large tips need a fresh second factor: the prompt opens and the tip is retried once,
   * with the same key, so it still happens at most once.
   */
  tipUser: (recipient: string, amount: number, idempotencyKey: string) =>
    withTwoFactor(() =>
      apiRequest<HttpResponse<'tipUser'>>('/users/tip', {
        method: 'POST',
        body: { recipient, amount, idempotencyKey },
      }),
    ),
};
