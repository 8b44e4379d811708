import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, newClientSeed, newServerSeed } from './serverSeeds';

describe('server seeds', () => {
  it('are 64 lowercase hex characters committed to by the SHA-256 of their text', () => {
    const { seed, hash } = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    expect(hashServerSeed(seed)).toBe(hash);
  });

  it('hashes the seed as text, as public verifiers do', () => {
    // sha256("abc"), the FIPS 180-2 test vector.
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('never repeat', () => {
    const seeds = new Set(Array.from({ length: 500 }, () => newServerSeed().seed));
    expect(seeds.size).toBe(500);
  });

  it('default client seeds are 16 hex characters and differ', () => {
    const a = newClientSeed();
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(newClientSeed()).not.toBe(a);
  });
});
