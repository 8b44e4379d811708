import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export type GiftCardRedemption = HttpResponse<'redeemGiftCard'>;

export const giftCardsApi = {
  redeem: (code: string) =>
    apiRequest<GiftCardRedemption>('/gift-cards/redeem', {
      method: 'POST',
      body: { data: { code } },
    }),
};
