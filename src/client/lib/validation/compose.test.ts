import { describe, expect, it, vi } from 'vitest';
import { validateField, validateForm } from './compose';
import { confirmed, email, max, min, required, type Rule } from './rules';

describe('composing rules', () => {
  it('stops at the first failing rule', () => {
    const later: Rule = vi.fn(() => 'later');
    const rules = { label: 'username', rules: [required(), min(3), later] };
    expect(validateField('', rules, {})).toBe('The username field is required');
    expect(validateField('ab', rules, {})).toBe('The username must be at least 3 characters');
    expect(later).not.toHaveBeenCalled();
    expect(validateField('abc', rules, {})).toBe('later');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('passes when every rule passes', () => {
    expect(validateField('abc', { label: 'x', rules: [required(), max(5)] }, {})).toBeNull();
  });

  it('validates a whole form, one message per failing field', () => {
    const errors = validateForm(
      { email: 'nope', password: 'longenough', repeat: 'different' },
      {
        email: { label: 'email', rules: [required(), email()] },
        password: { label: 'password', rules: [required(), min(8)] },
        repeat: { label: 'password confirmation', rules: [confirmed('password')] },
      },
    );
    expect(errors).toEqual({
      email: 'The email must be a valid email address',
      repeat: 'The password confirmation does not match the password',
    });
  });
});
