import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { withTwoFactor } from '../modals/modal-store';

export type VaultState = HttpResponse<'getVault'>['vault'];
export type VaultMoveAnswer = HttpResponse<'vaultDeposit'>;

export const vaultApi = {
  get: () => apiRequest<HttpResponse<'getVault'>>('/vault'),
  deposit: (amount: number, idempotencyKey: string) =>
    apiRequest<VaultMoveAnswer>('/vault/deposit', {
      method: 'POST',
      body: { amount, idempotencyKey },
    }),
  /** Taking out may need a fresh second factor: the prompt opens and the same move is retried. */
  withdraw: (amount: number, idempotencyKey: string) =>
    withTwoFactor(() =>
      apiRequest<VaultMoveAnswer>('/vault/withdraw', {
        method: 'POST',
        body: { amount, idempotencyKey },
      }),
    ),
  lock: (until: string) =>
    apiRequest<HttpResponse<'lockVault'>>('/vault/lock', { method: 'POST', body: { until } }),
  /** Unlocking early sends a code typed for it (the server spends it), never a session's. */
  unlock: (code: string) =>
    apiRequest<HttpResponse<'unlockVault'>>('/vault/unlock', { method: 'POST', body: { code } }),
};
