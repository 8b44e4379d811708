import type { HttpResponse } from '../../../../shared/contract';
import { apiRequest } from '../../../lib/http';

/** The audit screen's call; the server refuses it to anyone but ADMIN and SUPER_ADMIN. */
export const auditApi = {
  list: (query: URLSearchParams, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListAudit'>>(`/admin/audit?${query.toString()}`, { signal }),
};
