import { z } from 'zod';
import { twoFactorCodeSchema } from '../../../shared/contract/auth';
import { changeEmailBody } from '../../../shared/contract/emails';
import { changePasswordBody } from '../../../shared/contract/passwords';

// The security forms' schemas, built from the contract's own so the page refuses exactly
// what the server would, with the same words.

/** An authenticator or backup code (turning 2FA off, new backup codes). */
export const codeFormSchema = z.object({ code: twoFactorCodeSchema });
export type CodeForm = z.infer<typeof codeFormSchema>;

/** Turning 2FA on proves the app holds the secret: only its 6 digits will do. */
export const enableFormSchema = z.object({
  code: twoFactorCodeSchema.regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app' }),
});
export type EnableForm = z.infer<typeof enableFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: changePasswordBody.shape.currentPassword,
    newPassword: changePasswordBody.shape.newPassword,
    confirmation: z.string(),
  })
  .refine((form) => form.confirmation === form.newPassword, {
    path: ['confirmation'],
    error: 'The passwords do not match',
  });
export type PasswordForm = z.infer<typeof passwordFormSchema>;

const emailWithPassword = z.object({
  email: changeEmailBody.shape.email,
  password: changeEmailBody.shape.password.unwrap(),
});
// An account made by Steam sign-in has no password to ask for.
const emailOnly = z.object({ email: changeEmailBody.shape.email, password: z.string() });

export type EmailForm = z.infer<typeof emailWithPassword>;

export function emailFormSchema(hasPassword: boolean) {
  return hasPassword ? emailWithPassword : emailOnly;
}
