import { describe, expect, it } from 'vitest';
import { createPath, parsePath, resolvePath } from './path';

describe('paths', () => {
  it('splits a path into pathname, search and hash, and joins them back', () => {
    const parts = parsePath('/fairness/dice?hash=ab#verify');
    expect(parts).toEqual({ pathname: '/fairness/dice', search: '?hash=ab', hash: '#verify' });
    expect(createPath(parts)).toBe('/fairness/dice?hash=ab#verify');
    expect(parsePath('/a#b?c')).toEqual({ pathname: '/a', search: '', hash: '#b?c' });
    expect(createPath(parsePath('/a?'))).toBe('/a');
  });

  it('keeps a bare query or hash on the current page', () => {
    expect(resolvePath('?game=7', '/coinflip')).toBe('/coinflip?game=7');
    expect(resolvePath('#top', '/coinflip')).toBe('/coinflip#top');
    expect(resolvePath('/dice', '/coinflip')).toBe('/dice');
  });
});
