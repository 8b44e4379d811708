import type {
  AdminUserActionBody,
  AdminUserBalanceBody,
  HttpResponse,
  StaffNoteBody,
} from '../../../../shared/contract';
import { apiRequest } from '../../../lib/http';

const user = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** The users screens' calls; the server refuses each to anyone but ADMIN and SUPER_ADMIN. */
export const usersAdminApi = {
  search: (query: URLSearchParams, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminSearchUsers'>>(`/admin/users?${query.toString()}`, { signal }),
  get: (id: string, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminGetUser'>>(user(id), { signal }),
  ledger: (id: string, before: number | null, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListUserLedger'>>(
      `${user(id)}/ledger?limit=20${before ? `&before=${before}` : ''}`,
      { signal },
    ),
  bets: (id: string, before: string | null, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListUserBets'>>(
      `${user(id)}/bets?limit=20${before ? `&before=${before}` : ''}`,
      { signal },
    ),
  addNote: (body: StaffNoteBody) =>
    apiRequest<HttpResponse<'adminAddStaffNote'>>('/admin/users/notes', {
      method: 'POST',
      body,
    }),
  adjust: (body: AdminUserBalanceBody) =>
    apiRequest('/admin/users/balance', { method: 'POST', body }),
  revokeSessions: (body: AdminUserActionBody) =>
    apiRequest('/admin/users/sessions/revoke', { method: 'POST', body }),
  resetTwoFactor: (body: AdminUserActionBody) =>
    apiRequest('/admin/users/2fa/reset', { method: 'POST', body }),
  restrict: (
    kind: 'ban' | 'mute',
    body: { userId: string; until: string | null; reason: string },
  ) => apiRequest(`/admin/users/${kind}`, { method: 'POST', body }),
  setRoles: (body: { userId: string; roles: string[]; reason: string; code?: string }) =>
    apiRequest('/admin/users/roles', { method: 'POST', body }),
};
