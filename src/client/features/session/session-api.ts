import { ApiError } from '../../lib/api-error';
import { apiRequest } from '../../lib/http';
import type { LoginInput, RegisterInput, SessionUser } from './session-types';

/** The calls the session store makes; an interface so tests can pass fakes. */
export interface SessionApi {
  /** The current user, or null when not logged in. */
  fetchCurrentUser(): Promise<SessionUser | null>;
  login(input: LoginInput): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser>;
  logout(): Promise<void>;
}

export const sessionApi: SessionApi = {
  async fetchCurrentUser() {
    try {
      const { user } = await apiRequest<{ user: SessionUser }>('/users/me');
      return user;
    } catch (error) {
      // 401 is the normal answer for a visitor, not a failure.
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },

  async login(input) {
    const { user } = await apiRequest<{ user: SessionUser }>('/auth/login', {
      method: 'POST',
      body: input,
    });
    return user;
  },

  async register(input) {
    const { user } = await apiRequest<{ user: SessionUser }>('/auth/register', {
      method: 'POST',
      body: { ...input, acceptTerms: true },
    });
    return user;
  },

  async logout() {
    await apiRequest<{ ok: true }>('/auth/logout', { method: 'POST' });
  },
};
