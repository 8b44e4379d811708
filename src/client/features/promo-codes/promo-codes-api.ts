import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export type Redemption = HttpResponse<'redeemPromoCode'>;

export const promoCodesApi = {
  redeem: (code: string) =>
    apiRequest<Redemption>('/promo-codes/redeem', { method: 'POST', body: { data: { code } } }),
};
