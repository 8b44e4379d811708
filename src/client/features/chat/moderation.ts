import type { SessionUser } from '../session/session-types';

// The server decides (domain/accounts/permissions.ts: chat.moderate); this only chooses
// which controls to show, so a stale answer costs nothing but a refused request.
const MODERATING_ROLES = new Set(['MODERATOR', 'ADMIN', 'SUPER_ADMIN']);

export function canModerate(user: SessionUser | null): boolean {
  return user?.roles.some((role) => MODERATING_ROLES.has(role)) ?? false;
}
