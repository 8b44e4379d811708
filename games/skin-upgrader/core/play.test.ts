import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_VECTORS } from '../../fair/vectors/publishedVectors';
import { upgradeChance, upgradeMultiplierE4 } from './chance';
import { UPGRADE_CHANCE_MAX } from './limits';
import { playUpgrade } from './play';
import { rollUpgrade } from './roll';

const seedsAt = (nonce: number) => ({
  serverSeed: DICE_VECTORS.serverSeed,
  clientSeed: DICE_VECTORS.clientSeed,
  nonce,
});

describe('playUpgrade', () => {
  it('pays the target price on a win and nothing on a loss', () => {
    // Nonce 0 rolls f = 0.2807..: under wins from a chance of 28.08%, over does not.
    const roll = rollUpgrade(seedsAt(0));
    const under = playUpgrade(seedsAt(0), 2_000, 6_000, 'under'); // 30%
    expect(under).toEqual({
      stake: 2_000,
      chance: 1_288_490_188, // floor(0.3 x 2^32)
      roll,
      win: true,
      multiplierE4: 30_000,
      payout: 6_000,
    });
    const over = playUpgrade(seedsAt(0), 2_000, 6_000, 'over');
    expect(over).toMatchObject({ roll, win: false, multiplierE4: 0, payout: 0 });
  });

  it('settles a resized stake at the chance it buys, within 75%', () => {
    const result = playUpgrade(seedsAt(3), 9_000, 10_000, 'under');
    expect(result.stake).toBe(8_333);
    expect(result.chance).toBe(upgradeChance(8_333, 10_000));
    expect(result.chance).toBeLessThanOrEqual(UPGRADE_CHANCE_MAX);
  });

  it('refuses terms the quote refuses, in its words', () => {
    expect(() => playUpgrade(seedsAt(0), 1_000, 1_000, 'under')).toThrow(
      'Pick a skin worth more than your stake of 10.00',
    );
    expect(() => playUpgrade(seedsAt(0), 10, 97_773, 'over')).toThrow(RangeError);
  });

  it('is deterministic and pays exactly the price or nothing', () => {
    fc.assert(
      fc.property(
        fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() }),
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom('under' as const, 'over' as const),
        (seeds, amount, factor, direction) => {
          const price = amount * factor;
          const result = playUpgrade(seeds, amount, price, direction);
          expect(playUpgrade({ ...seeds }, amount, price, direction)).toEqual(result);
          expect(result.payout).toBe(result.win ? price : 0);
          expect(result.multiplierE4).toBe(
            result.win ? upgradeMultiplierE4(result.stake, price) : 0,
          );
        },
      ),
    );
  });
});
