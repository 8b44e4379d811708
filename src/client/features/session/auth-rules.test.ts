import { describe, expect, it } from 'vitest';
import { validateForm } from '../../lib/validation/compose';
import { loginRules } from './auth-rules';

const codeError = (code: string) =>
  validateForm({ login: 'gem_hunter', password: 'x', code }, loginRules).code;

describe('login rules', () => {
  it('take the app’s six digits or a backup code, as the server does', () => {
    expect(codeError('123456')).toBeUndefined();
    expect(codeError('ABCD-EFGH-JK')).toBeUndefined();
    expect(codeError(' 123456 ')).toBeUndefined();
    // Empty until the server asks for the second factor.
    expect(codeError('')).toBeUndefined();
  });

  it('refuse anything else', () => {
    for (const code of ['12345', '1234567', 'ABC', 'ABCD EFGH JK'])
      expect(codeError(code), code).toBe('Enter the 6-digit code or a backup code');
  });
});
