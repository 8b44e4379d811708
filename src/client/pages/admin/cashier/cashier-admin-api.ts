import type {
  AdminCashierActionBody,
  AdminCashierReasonBody,
  HttpResponse,
} from '../../../../shared/contract';
import { apiRequest } from '../../../lib/http';

/** The cashier screen's calls; the server refuses each to anyone but ADMIN and SUPER_ADMIN. */
export const cashierAdminApi = {
  pending: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListPendingWithdrawals'>>('/admin/cashier/withdrawals', {
      signal,
    }),
  stuck: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListStuckWithdrawals'>>('/admin/cashier/withdrawals/stuck', {
      signal,
    }),
  held: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListHeldDeposits'>>('/admin/cashier/deposits/held', {
      signal,
    }),
  heldSkins: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListHeldSkinDeposits'>>('/admin/cashier/skins/held', {
      signal,
    }),
  search: (query: URLSearchParams, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminSearchCryptoTransactions'>>(
      `/admin/cashier/transactions?${query.toString()}`,
      { signal },
    ),
  approve: (body: AdminCashierActionBody) =>
    apiRequest('/admin/cashier/withdrawals/approve', { method: 'POST', body }),
  resend: (body: AdminCashierActionBody) =>
    apiRequest('/admin/cashier/withdrawals/resend', { method: 'POST', body }),
  reject: (body: AdminCashierReasonBody) =>
    apiRequest('/admin/cashier/withdrawals/reject', { method: 'POST', body }),
  fail: (body: AdminCashierReasonBody) =>
    apiRequest('/admin/cashier/withdrawals/fail', { method: 'POST', body }),
  release: (body: AdminCashierReasonBody) =>
    apiRequest('/admin/cashier/deposits/release', { method: 'POST', body }),
  releaseSkins: (body: AdminCashierReasonBody) =>
    apiRequest('/admin/cashier/skins/release', { method: 'POST', body }),
};
