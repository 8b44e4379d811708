import type { FormRules } from '../../lib/validation/compose';
import { confirmed, email, is, max, min, regex, required } from '../../lib/validation/rules';

/** The auth forms' rules, mirroring the server's contract (src/shared/contract/auth.ts). */
const passwordRules = { label: 'password', rules: [required(), min(8), max(128)] };
const emailRules = { label: 'email', rules: [required(), email(), max(254)] };

export type LoginValues = {
  login: string;
  password: string;
  code: string;
};

export const loginRules: FormRules<LoginValues> = {
  login: { label: 'username or email', rules: [required(), max(254)] },
  password: { label: 'password', rules: [required(), max(128)] },
  // The app's six digits or a backup code, as the contract's twoFactorCodeSchema takes them.
  code: {
    label: 'code',
    rules: [regex(/^\s*(\d{6}|[A-Za-z0-9-]{8,20})\s*$/, 'Enter the 6-digit code or a backup code')],
  },
};

export type RegisterValues = {
  username: string;
  email: string;
  password: string;
  acceptTerms: boolean;
};

export const registerRules: FormRules<RegisterValues> = {
  username: {
    label: 'username',
    rules: [
      required(),
      min(3),
      max(20),
      regex(/^[A-Za-z0-9_]+$/, 'The username may only contain letters, numbers and underscores'),
    ],
  },
  email: emailRules,
  password: passwordRules,
  acceptTerms: {
    label: 'terms',
    rules: [is(true, 'Please confirm you are 18 or older and accept the Terms of Service')],
  },
};

export type ForgotValues = {
  email: string;
};

export const forgotRules: FormRules<ForgotValues> = { email: emailRules };

export type ResetValues = {
  password: string;
  confirmation: string;
};

export const resetRules: FormRules<ResetValues> = {
  password: passwordRules,
  confirmation: {
    label: 'password confirmation',
    rules: [required(), confirmed('password', 'password', 'The passwords do not match')],
  },
};
