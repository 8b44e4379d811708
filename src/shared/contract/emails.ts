import { z } from 'zod';
import { emailSchema } from './auth';
import { httpCall } from './define';
import { dataBody, okSchema, textSchema, tokenSchema } from './common';

export const changeEmailBody = z
  .object({
    email: emailSchema,
    /** Required when the account has a password (Steam-only accounts have none). */
    password: textSchema({ error: 'Enter your password' })
      .min(1, { error: 'Enter your password' })
      .max(128, { error: 'Password is too long' })
      .optional(),
  })
  .strict();

export const emailsCalls = {
  verifyEmail: httpCall({
    method: 'POST',
    path: '/email/verification/verify',
    summary: 'Verify an e-mail address with the token from the mail link',
    body: dataBody({ token: tokenSchema }),
    response: okSchema,
  }),
  changeEmail: httpCall({
    method: 'POST',
    path: '/auth/email/change',
    summary:
      'Change the account e-mail (sensitive: needs recent 2FA and the password); the new address must be verified',
    auth: true,
    body: changeEmailBody,
    response: okSchema,
  }),
  resendEmailVerification: httpCall({
    method: 'POST',
    path: '/email/verification/resend',
    summary: 'Mail a new verification link to the logged-in player (throttled)',
    auth: true,
    response: okSchema,
  }),
};
