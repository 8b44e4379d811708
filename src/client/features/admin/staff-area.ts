// Which part of the back office an account may open. The server decides every call
// (domain/accounts/permissions.ts); this only chooses what to show, so it stays a few string
// checks: the contract's zod schemas would pull zod into the lobby, which links here.

import { isStaff, SITE_RUNNER_ROLES } from '../../../shared/staff-roles';

/** Everything (ADMIN, SUPER_ADMIN), or the moderation screens alone (MODERATOR). */
export type StaffArea = 'everything' | 'moderation';

/** The back office area of these roles; null for anyone who is no staff. */
export function staffAreaOf(roles: readonly string[]): StaffArea | null {
  if (roles.some((role) => SITE_RUNNER_ROLES.includes(role))) return 'everything';
  return isStaff(roles) ? 'moderation' : null;
}
