import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_VECTORS } from '../../fair/vectors/publishedVectors';
import { UPGRADE_CHANCE_MAX, UPGRADE_CHANCE_MIN, UPGRADE_CHANCE_SCALE } from './limits';
import { rollUpgrade, upgradeWinningRange, upgradeWins } from './roll';

const SCALE = UPGRADE_CHANCE_SCALE;

describe('rollUpgrade', () => {
  it('is the first 4 bytes of HMAC_SHA256(serverSeed, "clientSeed:nonce:0") as a whole number', () => {
    for (let nonce = 0; nonce < 10; nonce++) {
      const seeds = {
        serverSeed: DICE_VECTORS.serverSeed,
        clientSeed: DICE_VECTORS.clientSeed,
        nonce,
      };
      const bytes = createHmac('sha256', seeds.serverSeed)
        .update(`${seeds.clientSeed}:${nonce}:0`)
        .digest();
      expect(rollUpgrade(seeds)).toBe(bytes.readUInt32BE(0));
    }
  });

  it("is the same float Stake's published dice rolls come from", () => {
    // Stake's dice roll is floor(f x 10001) / 100: the published rolls pin f.
    DICE_VECTORS.rolls.forEach((diceRoll, nonce) => {
      const roll = rollUpgrade({
        serverSeed: DICE_VECTORS.serverSeed,
        clientSeed: DICE_VECTORS.clientSeed,
        nonce,
      });
      expect(Number((BigInt(roll) * 10_001n) / BigInt(SCALE))).toBe(diceRoll);
    });
  });

  it('is a whole number on the grid, the same for the same seeds', () => {
    fc.assert(
      fc.property(
        fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() }),
        (seeds) => {
          const roll = rollUpgrade(seeds);
          expect(Number.isSafeInteger(roll) && roll >= 0 && roll < SCALE).toBe(true);
          expect(rollUpgrade({ ...seeds })).toBe(roll);
        },
      ),
    );
  });
});

describe('upgradeWins', () => {
  it('under wins below the chance, over on the top chance rolls', () => {
    const chance = 1_000;
    expect(upgradeWins(0, chance, 'under')).toBe(true);
    expect(upgradeWins(999, chance, 'under')).toBe(true);
    expect(upgradeWins(1_000, chance, 'under')).toBe(false);
    expect(upgradeWins(SCALE - 1_000, chance, 'over')).toBe(true);
    expect(upgradeWins(SCALE - 1, chance, 'over')).toBe(true);
    expect(upgradeWins(SCALE - 1_001, chance, 'over')).toBe(false);
    expect(upgradeWins(0, chance, 'over')).toBe(false);
  });

  it('refuses rolls off the grid and unknown directions', () => {
    for (const roll of [-1, SCALE, 1.5, Number.NaN]) {
      expect(() => upgradeWins(roll, 10, 'under')).toThrow(RangeError);
    }
    expect(() => upgradeWins(5, 10, 'sideways' as 'under')).toThrow(RangeError);
  });

  it('wins on exactly the winning range the gauge draws', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: UPGRADE_CHANCE_MIN, max: UPGRADE_CHANCE_MAX }),
        fc.constantFrom('under' as const, 'over' as const),
        fc.integer({ min: 0, max: SCALE - 1 }),
        (chance, direction, roll) => {
          const { from, to } = upgradeWinningRange(chance, direction);
          expect(to - from).toBe(chance);
          expect(upgradeWins(roll, chance, direction)).toBe(roll >= from && roll < to);
          expect(upgradeWins(from, chance, direction)).toBe(true);
          expect(upgradeWins(to - 1, chance, direction)).toBe(true);
          if (from > 0) expect(upgradeWins(from - 1, chance, direction)).toBe(false);
          if (to < SCALE) expect(upgradeWins(to, chance, direction)).toBe(false);
        },
      ),
    );
  });
});
