import { describe, expect, it } from 'vitest';
import { TokenBucket } from './tokenBucket';

describe('TokenBucket', () => {
  it('allows the capacity, refuses the next, refills over the window', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 1000, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now = 334;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now = 10_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
