import { type Role, isAdmin, isModerator, isSuperAdmin } from '../../../shared/contract';
import { forbidden } from '../errors';

type Rule = (roles: readonly Role[]) => boolean;
const moderatorOrAdmin: Rule = (roles) => isModerator(roles) || isAdmin(roles);

/** Every privileged action and who may take it: the one place authorisation is decided. */
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
} satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly string[], permission: Permission): boolean {
  return PERMISSIONS[permission](roles as readonly Role[]);
}

export function assertCan(roles: readonly string[], permission: Permission): void {
  if (!can(roles, permission)) throw forbidden();
}
