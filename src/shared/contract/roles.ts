import { z } from 'zod';

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'MODERATOR', 'PLAYER', 'BOT', 'STREAMER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

// The derived flags of spec section 6; everything else about permissions is a server decision.
export const isSuperAdmin = (roles: readonly Role[]): boolean => roles.includes('SUPER_ADMIN');
export const isAdmin = (roles: readonly Role[]): boolean =>
  roles.includes('ADMIN') || isSuperAdmin(roles);
export const isModerator = (roles: readonly Role[]): boolean => roles.includes('MODERATOR');
