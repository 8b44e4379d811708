import { describe, expect, it } from 'vitest';
import { ByteLruCache } from './byteCache';

const bytes = (n: number) => ({ byteLength: n });

describe('ByteLruCache', () => {
  it('keeps values up to its bytes and drops the least recently used first', () => {
    const cache = new ByteLruCache<{ byteLength: number }>(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', bytes(40)); // 120 > 100: b goes, not a
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('counts a replaced value once', () => {
    const cache = new ByteLruCache<{ byteLength: number }>(100);
    cache.set('a', bytes(60));
    cache.set('a', bytes(30));
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(1);
  });

  it('never keeps a value larger than the whole cache, nor evicts for it', () => {
    const cache = new ByteLruCache<{ byteLength: number }>(100);
    cache.set('a', bytes(50));
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(50);
  });

  it('stays within its bound however many values go in', () => {
    const cache = new ByteLruCache<{ byteLength: number }>(1_000);
    for (let i = 0; i < 500; i++) cache.set(`k${i}`, bytes(1 + (i % 97)));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('k499')).toBeDefined();
  });
});
