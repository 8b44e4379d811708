import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isServerSeed, serverSeedMatchesHash } from './commitment';

const SEED = '62571ad3a67f014963feb7578e1b4f56c9f2469bbde16cc0773af6803412490c';

describe('isServerSeed', () => {
  it('accepts 64 lowercase hex characters only', () => {
    expect(isServerSeed(SEED)).toBe(true);
    expect(isServerSeed('0'.repeat(64))).toBe(true);
    expect(isServerSeed(SEED.toUpperCase())).toBe(false);
    expect(isServerSeed(SEED.slice(1))).toBe(false);
    expect(isServerSeed(`${SEED}0`)).toBe(false);
    expect(isServerSeed(`${SEED.slice(1)}g`)).toBe(false);
    expect(isServerSeed(` ${SEED.slice(1)}`)).toBe(false);
    expect(isServerSeed('')).toBe(false);
  });

  it('accepts every 32-byte value written as hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isServerSeed(Buffer.from(bytes).toString('hex'))).toBe(true);
      }),
    );
  });
});

describe('serverSeedMatchesHash', () => {
  const hash = createHash('sha256').update(SEED).digest('hex');

  it('is true for the SHA-256 of the seed text', () => {
    expect(serverSeedMatchesHash(SEED, hash)).toBe(true);
    expect(serverSeedMatchesHash(SEED, hash.toUpperCase())).toBe(true);
  });

  it('is false for any other seed or hash', () => {
    expect(serverSeedMatchesHash(`${SEED.slice(0, -1)}d`, hash)).toBe(false);
    expect(serverSeedMatchesHash(SEED, `${hash.slice(0, -1)}0`)).toBe(false);
    expect(serverSeedMatchesHash(SEED, '')).toBe(false);
    // the hash of the seed's bytes (not its text) is a different commitment
    const ofBytes = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
    expect(serverSeedMatchesHash(SEED, ofBytes)).toBe(false);
  });
});
