import {
  type Role,
  type StaffPermission,
  isAdmin,
  isModerator,
  isSuperAdmin,
} from '../../../shared/contract';
import { DomainError, forbidden } from '../errors';

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
  'openBooks.publish': isAdmin,
  // The site's figures: money in and out, what it owes, the ledger's health.
  'dashboard.read': isAdmin,
  // Hiding a community case that breaks the rules is moderation, like removing a message.
  'cases.moderate': moderatorOrAdmin,
  // An account read whole (e-mail, addresses, money) and the audit log: site runners only.
  'users.view': isAdmin,
  'audit.read': isAdmin,
} satisfies Record<StaffPermission, Rule>;

export type Permission = StaffPermission;

export function can(roles: readonly string[], permission: Permission): boolean {
  return PERMISSIONS[permission](roles as readonly Role[]);
}

export function assertCan(roles: readonly string[], permission: Permission): void {
  if (!can(roles, permission)) throw forbidden();
}

/**
 * Staff rank, highest first; every other role (PLAYER, STREAMER, BOT) ranks below them all.
 * An account's rank is its highest role's.
 */
const RANKED: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MODERATOR'];
const TOP = RANKED.length;

/** 3 for a SUPER_ADMIN down to 0 for an account with no staff role. */
export function rankOf(roles: readonly string[]): number {
  const best = RANKED.findIndex((role) => roles.includes(role));
  return best === -1 ? 0 : TOP - best;
}

const nameOf = (rank: number) => (rank === 0 ? 'PLAYER' : RANKED[TOP - rank]!);

/**
 * Whether staff of `actor`'s roles may act on an account of `target`'s roles (ban, mute,
 * adjust the balance, set the roles, review its documents or withdrawals, remove its chat
 * messages): only on a rank strictly below their own, so never on their own rank, their own
 * account included. A SUPER_ADMIN, the top rank, also acts on another SUPER_ADMIN: someone
 * must be able to.
 */
export function mayActOn(actor: readonly string[], target: readonly string[]): boolean {
  const rank = rankOf(actor);
  return rank === TOP || rank > rankOf(target);
}

/** Refuses, with 403 naming both ranks, when `actor` may not act on `target` (mayActOn). */
export function assertMayActOn(actor: readonly string[], target: readonly string[]): void {
  if (mayActOn(actor, target)) return;
  throw new DomainError(
    'OUTRANKED',
    `Your role (${nameOf(rankOf(actor))}) does not outrank this account's (${nameOf(rankOf(target))}): staff act only on accounts of a lower role`,
    403,
  );
}

/** assertMayActOn over two accounts' stored roles (an unknown target has none). */
export async function assertMayActOnAccount(
  rolesOf: (userId: string) => Promise<readonly string[]>,
  actorId: string,
  targetId: string,
): Promise<void> {
  assertMayActOn(await rolesOf(actorId), await rolesOf(targetId));
}
