import { ApiError } from '../../lib/api-error';
import { apiRequest } from '../../lib/http';
import type { LoginInput, RegisterInput, SessionUser } from './session-types';
import { startupRead } from '../startup/startup-read';
import { forgetSignedInHint, maybeSignedIn } from './signed-in-hint';

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
    // The page's first user comes with the start-up read, taken by the first load only:
    // a later load (after a sign-in) must not get the page's older answer.
    const startupUser = startupRead.take('user');
    // No session cookie to send: a visitor, known without waiting for any answer.
    if (!maybeSignedIn()) return null;
    const first = await startupUser;
    // null: the session has ended elsewhere.
    if (first !== undefined) {
      if (first === null) forgetSignedInHint();
      return first;
    }
    try {
      const { user } = await apiRequest<{ user: SessionUser }>('/users/me');
      return user;
    } catch (error) {
      // The session ended elsewhere: a visitor now, and the stale hint goes.
      if (error instanceof ApiError && error.status === 401) {
        forgetSignedInHint();
        return null;
      }
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
    try {
      await apiRequest<{ ok: true }>('/auth/logout', { method: 'POST' });
    } finally {
      // The server clears it too; this covers a session it had already ended (a 401).
      forgetSignedInHint();
    }
  },
};
