import { describe, expect, it } from 'vitest';
import { clientSeedSchema } from '../../../shared/contract/fairness';
import { randomClientSeed } from './random-client-seed';

describe('randomClientSeed', () => {
  it('gives 32 hex characters the contract accepts', () => {
    const seed = randomClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(clientSeedSchema.safeParse(seed).success).toBe(true);
    expect(randomClientSeed()).not.toBe(seed);
  });

  it('writes every byte as two digits', () => {
    expect(randomClientSeed((bytes) => bytes.fill(10))).toBe('0a'.repeat(16));
  });
});
