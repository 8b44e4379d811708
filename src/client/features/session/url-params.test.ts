import { describe, expect, it } from 'vitest';
import { readParam, withoutParams } from './url-params';

describe('url params', () => {
  it('reads a parameter, treating empty as missing', () => {
    expect(readParam('email', '?email=abc&x=1')).toBe('abc');
    expect(readParam('email', '?email=')).toBeNull();
    expect(readParam('email', '')).toBeNull();
  });

  it('removes only the given parameters', () => {
    expect(withoutParams('https://a.example/p?email=t&x=1#h', ['email'])).toBe('/p?x=1#h');
    expect(withoutParams('https://a.example/?password=t', ['password'])).toBe('/');
  });
});
