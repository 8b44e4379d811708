import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ChainCursor,
  buildHashChain,
  chainElement,
  hashChainBuilder,
  nextInChain,
  restoreHashChain,
  roundHashOf,
  roundHmac,
  roundLeadsToTerminatingHash,
  verifyChainLink,
  walkChain,
} from './chain';

const SEED = '5f2e8d6c0b1a49372819fedcba9876543210aabbccddeeff0011223344556677';

/** Elements 0..n by node:crypto, independent of the code under test: e[0] is the seed. */
function referenceChain(seed: string, length: number): string[] {
  const elements = [seed];
  for (let i = 1; i <= length; i++) {
    elements.push(
      createHash('sha256')
        .update(elements[i - 1]!, 'utf8')
        .digest('hex'),
    );
  }
  return elements;
}

describe('nextInChain', () => {
  it('is SHA-256 of the hex text', () => {
    expect(nextInChain(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    // FIPS 180-2 "abc": the text is hashed as text, not decoded as hex.
    expect(nextInChain('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('buildHashChain', () => {
  const reference = referenceChain(SEED, 25);
  const chain = buildHashChain(SEED, 25, 4);

  it('publishes element N as the terminating hash', () => {
    expect(chain.terminatingHash).toBe(reference[25]);
  });

  it('keeps every interval-th element as a checkpoint, the seed first', () => {
    expect(chain.checkpoints).toEqual([0, 4, 8, 12, 16, 20, 24].map((i) => reference[i]));
  });

  it('recomputes any element from the checkpoints', () => {
    for (let i = 0; i <= 25; i++) expect(chainElement(chain, i)).toBe(reference[i]);
    expect(() => chainElement(chain, 26)).toThrow(RangeError);
    expect(() => chainElement(chain, -1)).toThrow(RangeError);
  });

  it('gives round k element N - k, for rounds 1..N-1', () => {
    for (let k = 1; k < 25; k++) expect(roundHashOf(chain, k)).toBe(reference[25 - k]);
    expect(() => roundHashOf(chain, 0)).toThrow(RangeError);
    expect(() => roundHashOf(chain, 25)).toThrow(RangeError);
  });

  it('reports progress segment by segment while building', () => {
    const builder = hashChainBuilder(SEED, 25, 4);
    const progress: number[] = [];
    let step = builder.next();
    while (!step.done) {
      progress.push(step.value);
      step = builder.next();
    }
    expect(progress).toEqual([4, 8, 12, 16, 20, 24]);
    expect(step.value).toEqual(chain);
  });

  it('builds the same chain with another hash of the same text, in shorter steps', () => {
    let hashes = 0;
    const counted = (hex: string) => {
      hashes++;
      return nextInChain(hex);
    };
    const builder = hashChainBuilder(SEED, 25, 4, { next: counted, yieldEvery: 3 });
    const progress: number[] = [];
    let step = builder.next();
    while (!step.done) {
      progress.push(step.value);
      step = builder.next();
    }
    expect(progress).toEqual([3, 4, 6, 8, 9, 12, 15, 16, 18, 20, 21, 24]);
    expect(hashes).toBe(25);
    expect(step.value).toEqual(chain);
  });

  it('refuses chains too short to play and bad intervals', () => {
    expect(() => buildHashChain(SEED, 1, 4)).toThrow(RangeError);
    expect(() => buildHashChain(SEED, 10, 0)).toThrow(RangeError);
    expect(() => buildHashChain('', 10, 2)).toThrow(TypeError);
  });

  it('agrees with the reference for any seed, length and interval', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 1, max: 70 }),
        (seed, length, interval) => {
          const ref = referenceChain(seed, length);
          const built = buildHashChain(seed, length, interval);
          expect(built.terminatingHash).toBe(ref[length]);
          const round = 1 + (seed.length % (length - 1));
          expect(roundHashOf(built, round)).toBe(ref[length - round]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('restoreHashChain', () => {
  const chain = buildHashChain(SEED, 25, 4);

  it('restores what was stored', () => {
    const stored = JSON.parse(JSON.stringify(chain)) as typeof chain;
    expect(restoreHashChain(stored)).toEqual(chain);
  });

  it('refuses checkpoints that do not lead to the terminating hash', () => {
    const tampered = [...chain.checkpoints];
    tampered[6] = nextInChain(tampered[6]!);
    expect(() => restoreHashChain({ ...chain, checkpoints: tampered })).toThrow(/terminating/);
  });

  it('refuses a wrong number of checkpoints or malformed hashes', () => {
    expect(() => restoreHashChain({ ...chain, checkpoints: chain.checkpoints.slice(1) })).toThrow(
      RangeError,
    );
    const malformed = [...chain.checkpoints];
    malformed[2] = 'zz';
    expect(() => restoreHashChain({ ...chain, checkpoints: malformed })).toThrow(/hex/);
  });
});

describe('ChainCursor', () => {
  const reference = referenceChain(SEED, 25);
  const chain = buildHashChain(SEED, 25, 4);

  it('hands out rounds 1..N-1 in order with their hashes, then stops', () => {
    const cursor = new ChainCursor(chain);
    const played: { round: number; hash: string }[] = [];
    while (!cursor.exhausted) played.push(cursor.next());
    expect(played).toEqual(
      Array.from({ length: 24 }, (_, i) => ({ round: i + 1, hash: reference[25 - (i + 1)] })),
    );
    expect(() => cursor.next()).toThrow(RangeError);
  });

  it('resumes from any round', () => {
    const cursor = new ChainCursor(chain, 7);
    expect(cursor.nextRound).toBe(7);
    expect(cursor.next()).toEqual({ round: 7, hash: reference[18] });
    expect(cursor.next()).toEqual({ round: 8, hash: reference[17] });
    expect(() => new ChainCursor(chain, 25)).toThrow(RangeError);
  });
});

describe('verifying revealed rounds', () => {
  const reference = referenceChain(SEED, 25);
  const chain = buildHashChain(SEED, 25, 4);

  it('links round 1 to the terminating hash and round k to round k-1', () => {
    expect(verifyChainLink(roundHashOf(chain, 1), chain.terminatingHash)).toBe(true);
    for (let k = 2; k < 25; k++) {
      expect(verifyChainLink(roundHashOf(chain, k), roundHashOf(chain, k - 1))).toBe(true);
    }
  });

  it('rejects a link that skips a round or a hash not in the chain', () => {
    expect(verifyChainLink(roundHashOf(chain, 3), roundHashOf(chain, 1))).toBe(false);
    expect(verifyChainLink(SEED.replace('5', '6'), reference[1]!)).toBe(false);
  });

  it('accepts hashes pasted in capitals', () => {
    expect(
      verifyChainLink(roundHashOf(chain, 2).toUpperCase(), roundHashOf(chain, 1).toUpperCase()),
    ).toBe(true);
  });

  it('walks from round k to the terminating hash in exactly k steps', () => {
    for (let k = 1; k < 25; k++) {
      const hash = roundHashOf(chain, k);
      expect(walkChain(hash, k)).toBe(chain.terminatingHash);
      expect(roundLeadsToTerminatingHash(hash, k, chain.terminatingHash)).toBe(true);
      expect(roundLeadsToTerminatingHash(hash, k + 1, chain.terminatingHash)).toBe(false);
    }
    expect(walkChain(SEED, 0)).toBe(SEED);
    expect(() => walkChain(SEED, -1)).toThrow(RangeError);
    expect(roundLeadsToTerminatingHash(chain.terminatingHash, 0, chain.terminatingHash)).toBe(
      false,
    );
  });
});

describe('roundHmac', () => {
  it('is HMAC-SHA256 keyed by the round hash text over the salt, like node:crypto', () => {
    const chain = buildHashChain(SEED, 25, 4);
    const roundHash = roundHashOf(chain, 5);
    const salt = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
    const expected = createHmac('sha256', roundHash).update(salt).digest('hex');
    expect(Buffer.from(roundHmac(roundHash, salt)).toString('hex')).toBe(expected);
    expect(Buffer.from(roundHmac(roundHash.toUpperCase(), salt)).toString('hex')).toBe(expected);
    expect(Buffer.from(roundHmac(roundHash, `${salt}0`)).toString('hex')).not.toBe(expected);
  });
});
