import { z } from 'zod';

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'MODERATOR', 'PLAYER', 'BOT', 'STREAMER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

// The derived flags of spec section 6; everything else about permissions is a server decision.
export const isSuperAdmin = (roles: readonly Role[]): boolean => roles.includes('SUPER_ADMIN');
export const isAdmin = (roles: readonly Role[]): boolean =>
  roles.includes('ADMIN') || isSuperAdmin(roles);
export const isModerator = (roles: readonly Role[]): boolean => roles.includes('MODERATOR');

/**
 * What each staff call needs, named in the contract (`permission`) and the OpenAPI document
 * (`x-permission`); which roles hold each is the server's decision.
 */
export const STAFF_PERMISSIONS = [
  'wallet.adjust',
  'users.ban',
  'users.mute',
  'chat.moderate',
  'roles.grant',
  'notifications.manage',
  'games.switch',
  'promoCodes.manage',
  'cashier.withdrawals',
  'kyc.review',
  'giftCards.manage',
  'blog.manage',
  'sponsorships.review',
  'openBooks.publish',
  'dashboard.read',
  'cases.moderate',
  'users.view',
  'audit.read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
