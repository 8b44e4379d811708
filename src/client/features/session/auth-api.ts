import { apiRequest } from '../../lib/http';
import { TOS_VERSION } from '../../../shared/terms';
import type { SessionUser } from './session-types';

/** The account calls outside the session store: passwords, e-mail and terms. */
export const authApi = {
  /** Always answers ok (the server never says whether the address has an account). */
  async forgotPassword(email: string): Promise<void> {
    await apiRequest<{ ok: true }>('/auth/password/forgot', { method: 'POST', body: { email } });
  },

  async resetPassword(token: string, password: string): Promise<void> {
    await apiRequest<{ ok: true }>('/auth/password/reset', {
      method: 'POST',
      body: { token, password },
    });
  },

  async verifyEmail(token: string): Promise<void> {
    await apiRequest<{ ok: true }>('/email/verification/verify', {
      method: 'POST',
      body: { data: { token } },
    });
  },

  async acceptTerms(): Promise<NonNullable<SessionUser['tosAcceptance']>> {
    const { tosAcceptance } = await apiRequest<{
      tosAcceptance: NonNullable<SessionUser['tosAcceptance']>;
    }>('/auth/terms/accept', { method: 'POST', body: { version: TOS_VERSION } });
    return tosAcceptance;
  },
};
