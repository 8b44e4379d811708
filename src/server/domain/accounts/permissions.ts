import {
  type Role,
  type StaffPermission,
  isAdmin,
  isModerator,
  isSuperAdmin,
} from '../../../shared/contract';
import { forbidden } from '../errors';

type Rule = (roles: readonly Role[]) => boolean;
const moderatorOrAdmin: Rule = (roles) => isModerator(roles) || isAdmin(roles);

/**
 * Every privileged action and who may take it: the one place authorisation is decided. The
 * contract names the permission of each staff call (`permission`); the route layer checks it
 * before reading any input, and each service checks it again.
 */
const PERMISSIONS = {
  'wallet.adjust': isAdmin,
  'users.ban': isAdmin,
  'users.mute': moderatorOrAdmin,
  'chat.moderate': moderatorOrAdmin,
  'roles.grant': isSuperAdmin,
  'notifications.manage': isAdmin,
  'games.switch': isAdmin,
  'promoCodes.manage': isAdmin,
  'cashier.withdrawals': isAdmin,
  'kyc.review': isAdmin,
  'giftCards.manage': isAdmin,
  'blog.manage': isAdmin,
  'sponsorships.review': isAdmin,
} satisfies Record<StaffPermission, Rule>;

export type Permission = StaffPermission;

export function can(roles: readonly string[], permission: Permission): boolean {
  return PERMISSIONS[permission](roles as readonly Role[]);
}

export function assertCan(roles: readonly string[], permission: Permission): void {
  if (!can(roles, permission)) throw forbidden();
}
