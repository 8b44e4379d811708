import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_VECTORS } from '../../fair/vectors/publishedVectors';
import { diceRollFromFloat, rollDice } from './roll';

const seedsArb = fc.record({
  serverSeed: fc.string({ maxLength: 64 }),
  clientSeed: fc.string({ maxLength: 64 }),
  nonce: fc.nat(),
});

describe('rollDice: published rolls', () => {
  it.each(DICE_VECTORS.rolls.map((roll, nonce) => [nonce, roll] as const))(
    'nonce %i rolls %i',
    (nonce, roll) => {
      const { serverSeed, clientSeed } = DICE_VECTORS;
      expect(rollDice({ serverSeed, clientSeed, nonce })).toBe(roll);
    },
  );
});

describe('diceRollFromFloat', () => {
  it('maps the ends of [0, 1) to 0 and 10000', () => {
    expect(diceRollFromFloat(0)).toBe(0);
    expect(diceRollFromFloat(1 - 2 ** -32)).toBe(10_000);
    expect(diceRollFromFloat(0.5)).toBe(5000); // 5000.5
  });

  it('changes roll exactly at k / 10001 on the 2^-32 grid of stream floats', () => {
    for (const roll of [1, 5000, 9999, 10_000]) {
      // the smallest 32-bit float whose roll is `roll`
      const first = (BigInt(roll) * 2n ** 32n + 10_000n) / 10_001n;
      expect(diceRollFromFloat(Number(first) / 2 ** 32)).toBe(roll);
      expect(diceRollFromFloat(Number(first - 1n) / 2 ** 32)).toBe(roll - 1);
    }
  });

  it('is floor(N * 10001 / 2^32) exactly for every stream float N / 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n) => {
        const exact = Number((BigInt(n) * 10_001n) / 2n ** 32n);
        expect(diceRollFromFloat(n / 2 ** 32)).toBe(exact);
      }),
    );
  });

  it('refuses floats outside [0, 1)', () => {
    for (const f of [1, -0.01, Number.NaN, 2]) {
      expect(() => diceRollFromFloat(f)).toThrow(RangeError);
    }
  });
});

describe('rollDice', () => {
  it('is a whole number in 0..10000, the same every time for the same seeds', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const roll = rollDice(seeds);
        expect(Number.isInteger(roll) && roll >= 0 && roll <= 10_000).toBe(true);
        expect(rollDice({ ...seeds })).toBe(roll);
      }),
    );
  });
});
