import type { HttpResponse } from '../../../../shared/contract';
import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { API_BASE, apiRequest } from '../../../lib/http';

/** The KYC screen's calls; the server refuses each to anyone but ADMIN and SUPER_ADMIN. */
export const kycAdminApi = {
  queue: (after: string | null, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListKycDocuments'>>(
      `/admin/kyc/documents${after ? `?after=${encodeURIComponent(after)}` : ''}`,
      { signal },
    ),
  approve: (id: string) =>
    apiRequest<HttpResponse<'adminApproveKycDocument'>>(`/admin/kyc/documents/${id}/approve`, {
      method: 'POST',
    }),
  reject: (id: string, reason: string) =>
    apiRequest<HttpResponse<'adminRejectKycDocument'>>(`/admin/kyc/documents/${id}/reject`, {
      method: 'POST',
      body: { reason },
    }),
  /**
   * The document's bytes, streamed by the server to this page only: a POST carrying the
   * operator's 2FA code, answered with the file itself (never a public address).
   */
  async file(id: string, body: { code?: string }): Promise<Blob> {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/admin/kyc/documents/${id}/file`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      });
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    if (!response.ok)
      throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
    return response.blob();
  },
};
