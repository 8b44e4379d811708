import { describe, expect, it } from 'vitest';
import { SessionCache } from './sessionCache';

const session = (id: string) => ({ sessionId: id, userId: `u-${id}` });

describe('SessionCache', () => {
  it('answers a stored session until its time to live ends', () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, () => now);
    cache.store('hash-a', session('a'), cache.mark());
    expect(cache.get('hash-a')).toEqual(session('a'));
    now += 4_999;
    expect(cache.get('hash-a')).toEqual(session('a'));
    now += 1;
    expect(cache.get('hash-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets ended sessions by id, and only those', () => {
    const cache = new SessionCache(5_000);
    cache.store('hash-a', session('a'), cache.mark());
    cache.store('hash-b', session('b'), cache.mark());
    cache.forget(['a', 'unknown']);
    expect(cache.get('hash-a')).toBeUndefined();
    expect(cache.get('hash-b')).toEqual(session('b'));
  });

  it('does not keep an answer read before a forget (a lookup racing a logout)', () => {
    const cache = new SessionCache(5_000);
    const mark = cache.mark();
    cache.forget(['a']);
    cache.store('hash-a', session('a'), mark);
    expect(cache.get('hash-a')).toBeUndefined();
  });

  it('keeps nothing when the time to live is zero', () => {
    const cache = new SessionCache(0);
    cache.store('hash-a', session('a'), cache.mark());
    expect(cache.get('hash-a')).toBeUndefined();
  });
});
