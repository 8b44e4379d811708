import { z } from 'zod';
import { staffCodeField } from './cashierCrypto';
import { isoDateTimeSchema, okSchema, textSchema, userIdSchema } from './common';
import { httpCall } from './define';
import { roleSchema } from './roles';

const reasonSchema = textSchema({ error: 'Reason must be a string' })
  .trim()
  .min(3, { error: 'Reason must be at least 3 characters' })
  .max(200, { error: 'Reason must be at most 200 characters' });

/** A ban or mute until a moment, or lifted with `until: null`. */
export const restrictUserBody = z
  .object({
    userId: userIdSchema,
    until: isoDateTimeSchema.nullable(),
    reason: reasonSchema,
  })
  .strict();

export const setRolesBody = z
  .object({
    userId: userIdSchema,
    roles: z.array(roleSchema).min(1, { error: 'Give at least one role' }).max(6),
    reason: reasonSchema,
    ...staffCodeField,
  })
  .strict();

export const adminUsersCalls = {
  adminBanUser: httpCall({
    method: 'POST',
    path: '/admin/users/ban',
    summary: 'Ban a player until a date (no login, no play), or lift the ban; audited',
    auth: true,
    permission: 'users.ban',
    body: restrictUserBody,
    response: okSchema,
  }),
  adminMuteUser: httpCall({
    method: 'POST',
    path: '/admin/users/mute',
    summary: 'Mute a player in chat until a date, or lift the mute; audited',
    auth: true,
    permission: 'users.mute',
    body: restrictUserBody,
    response: okSchema,
  }),
  adminSetRoles: httpCall({
    method: 'POST',
    path: '/admin/users/roles',
    summary:
      "Replace a user’s roles (super admins only); needs the operator's fresh 2FA; audited with the roles before and after",
    auth: true,
    permission: 'roles.grant',
    body: setRolesBody,
    response: okSchema,
  }),
};
