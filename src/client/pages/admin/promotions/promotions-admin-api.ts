import type {
  CreateAnnouncementBody,
  CreateGiftCardBatchBody,
  CreatePromoCodeBody,
  HttpResponse,
} from '../../../../shared/contract';
import { apiRequest } from '../../../lib/http';

/** The promotions screen's calls; the server refuses each to anyone but ADMIN and SUPER_ADMIN. */
export const promotionsApi = {
  batches: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListGiftCardBatches'>>('/admin/gift-cards/batches', { signal }),
  createBatch: (body: CreateGiftCardBatchBody) =>
    apiRequest<HttpResponse<'adminCreateGiftCardBatch'>>('/admin/gift-cards/batches', {
      method: 'POST',
      body,
    }),
  disableBatch: (id: string) =>
    apiRequest('/admin/gift-cards/batches/disable', { method: 'POST', body: { id } }),
  promoCodes: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListPromoCodes'>>('/admin/promo-codes', { signal }),
  createPromoCode: (body: CreatePromoCodeBody) =>
    apiRequest<HttpResponse<'adminCreatePromoCode'>>('/admin/promo-codes', {
      method: 'POST',
      body,
    }),
  disablePromoCode: (id: string) =>
    apiRequest('/admin/promo-codes/disable', { method: 'POST', body: { id } }),
  announcements: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListAnnouncements'>>('/admin/notifications', { signal }),
  createAnnouncement: (body: CreateAnnouncementBody) =>
    apiRequest<HttpResponse<'adminCreateAnnouncement'>>('/admin/notifications', {
      method: 'POST',
      body,
    }),
  expireAnnouncement: (id: string) =>
    apiRequest('/admin/notifications/expire', { method: 'POST', body: { id } }),
};
