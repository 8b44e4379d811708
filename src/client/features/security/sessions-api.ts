import type { SessionSummary } from '../../../shared/contract/sessions';
import { apiRequest } from '../../lib/http';

export type { SessionSummary };

/** The signed-in player's sessions (GET /auth/sessions) and revoking one. */
export const sessionsApi = {
  async list(): Promise<SessionSummary[]> {
    const { sessions } = await apiRequest<{ sessions: SessionSummary[] }>('/auth/sessions');
    return sessions;
  },
  async revoke(id: string): Promise<void> {
    await apiRequest<{ ok: true }>('/auth/sessions/revoke', { method: 'POST', body: { id } });
  },
};

/** This device first, then the most recently active. */
export function sortSessions(sessions: readonly SessionSummary[]): SessionSummary[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt),
  );
}
