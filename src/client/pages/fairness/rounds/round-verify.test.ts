import { describe, expect, it } from 'vitest';
import { crashPointE2FromRound } from '../../../../../games/crash/core';
import { buildHashChain, roundHashOf } from '../../../../../games/fair/chain';
import { rouletteSlotFromRound } from '../../../../../games/roulette/core';
import { isRoundHash, roundResult, walkToTerminatingHash } from './round-verify';

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const chain = buildHashChain('verifier-test-seed', 200, 10);
const noWait = { yieldToPage: () => Promise.resolve() };

describe('round verification', () => {
  it('finds round k exactly k hashes from the terminating hash', async () => {
    for (const k of [1, 2, 37, 199]) {
      const walk = await walkToTerminatingHash(
        roundHashOf(chain, k),
        chain.terminatingHash,
        500,
        noWait,
      );
      expect(walk).toEqual({ reached: true, round: k });
    }
  });

  it('says so when a hash is not of this chain within the limit', async () => {
    const other = buildHashChain('another-seed', 50, 10);
    const walk = await walkToTerminatingHash(
      roundHashOf(other, 3),
      chain.terminatingHash,
      120,
      noWait,
    );
    expect(walk).toEqual({ reached: false, hashes: 120 });
  });

  it('stops when cancelled between batches', async () => {
    let progress = 0;
    const walk = await walkToTerminatingHash(roundHashOf(chain, 150), chain.terminatingHash, 500, {
      ...noWait,
      batch: 20,
      onProgress: (hashes) => (progress = hashes),
      isCancelled: () => progress >= 40,
    });
    expect(walk).toEqual({ cancelled: true });
    expect(progress).toBe(40);
  });

  it('computes the results the server settles with', () => {
    const hash = roundHashOf(chain, 5);
    const point = crashPointE2FromRound(hash, SALT);
    expect(roundResult('crash', hash, SALT)).toContain(
      `${Math.floor(point / 100)}.${String(point % 100).padStart(2, '0')}`,
    );
    const slot = rouletteSlotFromRound(hash, SALT);
    expect(roundResult('roulette', hash, SALT)).toMatch(new RegExp(`^Slot ${slot}: `));
  });

  it('accepts only 64 lowercase hex characters as a round hash', () => {
    expect(isRoundHash(chain.terminatingHash)).toBe(true);
    expect(isRoundHash(chain.terminatingHash.toUpperCase())).toBe(false);
    expect(isRoundHash('abc')).toBe(false);
  });
});
