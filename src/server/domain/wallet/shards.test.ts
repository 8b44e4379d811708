import { describe, expect, it } from 'vitest';
import { SYSTEM_SHARDS, shardFor, shardOf } from './shards';

describe('shardFor', () => {
  it('is stable for a user', () => {
    const id = '0b6c1d9e-6a55-4a34-9a0e-0d8b3a5b3c11';
    expect(shardFor(id)).toBe(shardFor(id));
  });

  it('spreads many users over every shard', () => {
    const counts = new Array<number>(SYSTEM_SHARDS).fill(0);
    for (let i = 0; i < 16_000; i++) {
      const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      counts[shardFor(id)]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(700);
  });
});

describe('shardOf', () => {
  it('meets every player at the one rain pool and the one jackpot account', () => {
    for (let i = 0; i < 100; i++) {
      const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      expect(shardOf('rain', id)).toBe(0);
      expect(shardOf('jackpot', id)).toBe(0);
      expect(shardOf('house', id)).toBe(shardFor(id));
    }
  });
});
