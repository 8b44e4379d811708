import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

/** The back office's reads; each is a staff call the server refuses to anyone else. */
export const adminApi = {
  pendingWithdrawals: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListPendingWithdrawals'>>('/admin/cashier/withdrawals', {
      signal,
    }),
  stuckWithdrawals: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListStuckWithdrawals'>>('/admin/cashier/withdrawals/stuck', {
      signal,
    }),
  heldDeposits: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListHeldDeposits'>>('/admin/cashier/deposits/held', {
      signal,
    }),
  heldSkinDeposits: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListHeldSkinDeposits'>>('/admin/cashier/skins/held', {
      signal,
    }),
  dashboard: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminDashboard'>>('/admin/dashboard', { signal }),
  kycQueue: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListKycDocuments'>>('/admin/kyc/documents', { signal }),
};
