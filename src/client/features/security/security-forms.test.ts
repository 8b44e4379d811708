import { describe, expect, it } from 'vitest';
import {
  codeFormSchema,
  emailFormSchema,
  enableFormSchema,
  passwordFormSchema,
} from './security-forms';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('security form schemas', () => {
  it('take an authenticator or a backup code, trimmed', () => {
    expect(codeFormSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(codeFormSchema.safeParse({ code: 'ABCD-EFGH-JK' }).success).toBe(true);
    expect(messages(codeFormSchema.safeParse({ code: '12' }))).toEqual({
      code: 'Enter the 6-digit code or a backup code',
    });
  });

  it('turn 2FA on with the app’s six digits only', () => {
    expect(enableFormSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(messages(enableFormSchema.safeParse({ code: 'ABCD-EFGH-JK' }))).toEqual({
      code: 'Enter the 6-digit code from your app',
    });
  });

  it('want the current password, a new one of the contract’s length, typed twice', () => {
    const ok = { currentPassword: 'old', newPassword: 'Correct-Horse-43', confirmation: '' };
    expect(passwordFormSchema.safeParse({ ...ok, confirmation: ok.newPassword }).success).toBe(
      true,
    );
    expect(
      messages(
        passwordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'short',
          confirmation: 'x',
        }),
      ),
    ).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Password must be at least 8 characters',
      confirmation: 'The passwords do not match',
    });
    expect(
      messages(passwordFormSchema.safeParse({ ...ok, confirmation: 'Correct-Horse-44' })),
    ).toEqual({ confirmation: 'The passwords do not match' });
  });

  it('ask the password with a new e-mail only when the account has one', () => {
    expect(messages(emailFormSchema(true).safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Enter your password',
    });
    expect(
      emailFormSchema(false).safeParse({ email: 'new@example.com', password: '' }).success,
    ).toBe(true);
  });
});
