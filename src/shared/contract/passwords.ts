import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth';
import { okSchema, textSchema, tokenSchema } from './common';
import { httpCall } from './define';

export const forgotPasswordBody = z.object({ email: emailSchema }).strict();

export const resetPasswordBody = z
  .object({
    /** The token of the `?password=<token>` mail link. */
    token: tokenSchema,
    password: newPasswordSchema,
  })
  .strict();

export const changePasswordBody = z
  .object({
    // Only length-limited, like login: the current password may predate today's rules.
    currentPassword: textSchema({ error: 'Enter your current password' })
      .min(1, { error: 'Enter your current password' })
      .max(128, { error: 'Current password is too long' }),
    newPassword: newPasswordSchema,
  })
  .strict();

export const passwordsCalls = {
  forgotPassword: httpCall({
    method: 'POST',
    path: '/auth/password/forgot',
    summary:
      'Mail a password reset link; answers the same whether or not the address has an account',
    body: forgotPasswordBody,
    response: okSchema,
  }),
  resetPassword: httpCall({
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Set a new password with the mailed token; logs every session out',
    body: resetPasswordBody,
    response: okSchema,
  }),
  changePassword: httpCall({
    method: 'POST',
    path: '/auth/password/change',
    summary: 'Change the password (fresh two-factor when enabled); logs the other sessions out',
    auth: true,
    body: changePasswordBody,
    response: okSchema,
  }),
};
