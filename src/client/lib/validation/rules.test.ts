import { describe, expect, it } from 'vitest';
import {
  alpha,
  alphaDash,
  alphaNum,
  confirmed,
  defaultMessage,
  email,
  is,
  max,
  min,
  minValue,
  regex,
  required,
  uppercase,
  url,
  type Rule,
} from './rules';

const run = (rule: Rule, value: unknown, values: Record<string, unknown> = {}) =>
  rule(value, { field: 'name', values });

describe('validation rules', () => {
  it('default message', () => {
    expect(defaultMessage('code')).toBe('The code is not valid');
  });

  it('required rejects empty, blank, false and empty lists', () => {
    for (const empty of ['', '   ', undefined, null, false, []])
      expect(run(required(), empty)).toBe('The name field is required');
    expect(run(required(), 'x')).toBeNull();
    expect(run(required(), 0)).toBeNull();
    expect(run(required('Pick one'), '')).toBe('Pick one');
  });

  it('every rule but required lets an empty value through', () => {
    const rules = [
      email(),
      min(3),
      max(1),
      url(),
      alpha(),
      alphaNum(),
      alphaDash(),
      regex(/x/),
      minValue(5),
      uppercase(),
    ];
    for (const rule of rules) expect(run(rule, '')).toBeNull();
  });

  it('email', () => {
    expect(run(email(), 'a@example.com')).toBeNull();
    for (const bad of ['a@', 'a@b', 'a b@example.com', 'example.com'])
      expect(run(email(), bad)).toBe('The name must be a valid email address');
  });

  it('min and max count characters', () => {
    expect(run(min(3), 'ab')).toBe('The name must be at least 3 characters');
    expect(run(min(3), 'abc')).toBeNull();
    expect(run(max(3), 'abcd')).toBe('The name may not be longer than 3 characters');
    expect(run(max(3), 'abc')).toBeNull();
  });

  it('url accepts http(s) addresses only', () => {
    expect(run(url(), 'https://gemdrop.example/x')).toBeNull();
    expect(run(url(), 'javascript:alert(1)')).toBe('The name must be a valid URL');
    expect(run(url(), 'not a url')).toBe('The name must be a valid URL');
  });

  it('confirmed compares with the target field', () => {
    const rule = confirmed('password', 'password');
    expect(run(rule, 'secret1', { password: 'secret1' })).toBeNull();
    expect(run(rule, 'secret2', { password: 'secret1' })).toBe(
      'The name does not match the password',
    );
    expect(run(rule, '', { password: '' })).toBeNull();
  });

  it('is compares with a value', () => {
    expect(run(is(true), true)).toBeNull();
    expect(run(is(true), false)).toBe('The name does not have the expected value');
    expect(run(is('yes', 'Type yes'), 'no')).toBe('Type yes');
  });

  it('alpha, alpha_num and alpha_dash', () => {
    expect(run(alpha(), 'Éric')).toBeNull();
    expect(run(alpha(), 'a1')).toBe('The name may only contain letters');
    expect(run(alphaNum(), 'a1')).toBeNull();
    expect(run(alphaNum(), 'a_1')).toBe('The name may only contain letters and numbers');
    expect(run(alphaDash(), 'a_1-b')).toBeNull();
    expect(run(alphaDash(), 'a b')).toBe(
      'The name may only contain letters, numbers, dashes and underscores',
    );
  });

  it('regex uses the default message and is safe with global patterns', () => {
    const rule = regex(/^\d+$/g);
    expect(run(rule, '12')).toBeNull();
    expect(run(rule, '12')).toBeNull();
    expect(run(rule, '1a')).toBe('The name is not valid');
  });

  it('min_value', () => {
    expect(run(minValue(5), '5')).toBeNull();
    expect(run(minValue(5), 7)).toBeNull();
    expect(run(minValue(5), '4.99')).toBe('The name must be 5 or more');
    expect(run(minValue(5), 'abc')).toBe('The name must be 5 or more');
  });

  it('uppercase has the spec message', () => {
    expect(run(uppercase(), 'ABC1')).toBeNull();
    expect(run(uppercase(), 'AbC')).toBe('This field must be uppercase');
  });
});
