// Who counts as staff: the back office (/admin) exists for them alone. The server decides
// every call by permission (domain/accounts/permissions.ts); this only says who sees the
// back office's pages, on the server (the page's status) and in the browser (its screens).

/** The roles that run the whole site. */
export const SITE_RUNNER_ROLES: readonly string[] = ['ADMIN', 'SUPER_ADMIN'];
/** Every staff role: the site runners and the moderators. */
export const STAFF_ROLES: readonly string[] = [...SITE_RUNNER_ROLES, 'MODERATOR'];

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}
