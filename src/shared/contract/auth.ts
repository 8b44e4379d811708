import { z } from 'zod';
import { httpCall } from './define';
import { okSchema, textSchema, tokenSchema } from './common';
import { userSchema } from './users';

export const usernameSchema = textSchema({ error: 'Username must be a string' })
  .min(3, { error: 'Username must be at least 3 characters' })
  .max(20, { error: 'Username must be at most 20 characters' })
  .regex(/^[A-Za-z0-9_]+$/, { error: 'Username may only contain letters, digits and underscores' });

export const emailSchema = z
  .email({ error: 'Enter a valid e-mail address' })
  .max(254, { error: 'E-mail address is too long' });

export const newPasswordSchema = textSchema({ error: 'Password must be a string' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(128, { error: 'Password must be at most 128 characters' });

export const turnstileTokenSchema = textSchema({ error: 'Verification token must be a string' })
  .min(1, { error: 'Complete the human check' })
  .max(2048, { error: 'Verification token is too long' });

/** A 6-digit authenticator code, or a backup code (letters, digits, dashes). */
export const twoFactorCodeSchema = textSchema({ error: 'Code must be a string' })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9-]{8,20})$/, { error: 'Enter the 6-digit code or a backup code' });

export const registerBody = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    acceptTerms: z.literal(true, { error: 'You must accept the terms of service' }),
    /** Cloudflare Turnstile response, required when the server has Turnstile configured. */
    turnstileToken: turnstileTokenSchema.optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z
  .object({
    login: textSchema({ error: 'Enter your e-mail or username' })
      .min(1, { error: 'Enter your e-mail or username' })
      .max(254, { error: 'E-mail or username is too long' }),
    // Only length-limited: old passwords may predate today's rules, and argon2 must not chew megabytes.
    password: textSchema({ error: 'Enter your password' })
      .min(1, { error: 'Enter your password' })
      .max(128, { error: 'Password is too long' }),
    /** Authenticator or backup code, required when the account has two-factor enabled. */
    code: twoFactorCodeSchema.optional(),
    turnstileToken: turnstileTokenSchema.optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

const userAnswer = z.object({ user: userSchema });

export const authCalls = {
  register: httpCall({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account and log in',
    body: registerBody,
    response: userAnswer,
  }),
  login: httpCall({
    method: 'POST',
    path: '/auth/login',
    summary: 'Log in with e-mail or username and password',
    body: loginBody,
    response: userAnswer,
  }),
  logout: httpCall({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session (the client also logs the socket out)',
    auth: true,
    response: okSchema,
  }),
  getHumanCheck: httpCall({
    method: 'GET',
    path: '/auth/human-check',
    summary: 'The Turnstile site key the browser widget needs; null when the check is off',
    response: z.object({ siteKey: textSchema().nullable() }),
  }),
  websocketToken: httpCall({
    method: 'GET',
    path: '/auth/websocket',
    summary: 'A short-lived token for the realtime login event',
    auth: true,
    response: z.object({ data: z.object({ token: tokenSchema }) }),
  }),
};
