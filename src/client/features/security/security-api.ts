import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { withTwoFactor } from '../modals/modal-store';

/** The account-security calls of Profile → Security (contract: twoFactor, passwords, emails). */
export const securityApi = {
  setupTwoFactor: () =>
    apiRequest<HttpResponse<'setupTwoFactor'>>('/auth/2fa/setup', { method: 'POST' }),

  enableTwoFactor: async (code: string) =>
    (
      await apiRequest<HttpResponse<'enableTwoFactor'>>('/auth/2fa/enable', {
        method: 'POST',
        body: { code },
      })
    ).backupCodes,

  verifyTwoFactor: async (code: string): Promise<void> => {
    await apiRequest('/auth/2fa/verify', { method: 'POST', body: { code } });
  },

  disableTwoFactor: async (code: string): Promise<void> => {
    await apiRequest('/auth/2fa/disable', { method: 'POST', body: { code } });
  },

  regenerateBackupCodes: async (code: string) =>
    (
      await apiRequest<HttpResponse<'regenerateBackupCodes'>>('/auth/2fa/backup-codes', {
        method: 'POST',
        body: { code },
      })
    ).backupCodes,

  /** Asks for a fresh second factor (the TWO_FACTOR_VERIFY modal) when the server wants one. */
  changePassword: (currentPassword: string, newPassword: string) =>
    withTwoFactor(() =>
      apiRequest('/auth/password/change', {
        method: 'POST',
        body: { currentPassword, newPassword },
      }),
    ),

  changeEmail: (email: string, password: string | undefined) =>
    withTwoFactor(() =>
      apiRequest('/auth/email/change', {
        method: 'POST',
        body: password === undefined ? { email } : { email, password },
      }),
    ),

  resendEmailVerification: async (): Promise<void> => {
    await apiRequest('/email/verification/resend', { method: 'POST' });
  },
};
