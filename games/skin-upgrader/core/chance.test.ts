import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUpgradeChance,
  formatUpgradeRoll,
  upgradeChance,
  upgradeMultiplierE4,
  upgradeStakeFor,
} from './chance';
import { UPGRADE_CHANCE_MAX, UPGRADE_CHANCE_MIN, UPGRADE_CHANCE_SCALE } from './limits';

const SCALE = BigInt(UPGRADE_CHANCE_SCALE);

describe('the clamp bounds', () => {
  it('are 1% (the first grid step not below it) and exactly 75%', () => {
    expect(BigInt(UPGRADE_CHANCE_MIN) * 100n >= SCALE).toBe(true);
    expect(BigInt(UPGRADE_CHANCE_MIN - 1) * 100n < SCALE).toBe(true);
    expect(BigInt(UPGRADE_CHANCE_MAX) * 4n).toBe(SCALE * 3n);
  });
});

describe('upgradeChance', () => {
  it.each([
    [100, 1_000, 386_547_056], // 9% of 2^32 = 386547056.64, floored
    [1_000, 3_000, 1_288_490_188], // 30%
    [100, 900, 429_496_729], // 10%
    [1, 90, 42_949_672], // 1% less a hair: the floor is just under the clamp
  ])('stake %i at price %i -> %i', (stake, price, chance) => {
    expect(upgradeChance(stake, price)).toBe(chance);
  });

  it('is floor(stake x 9 x 2^32 / (price x 10)), exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1e9 }),
        (s, p) => {
          const chance = BigInt(upgradeChance(s, p));
          const exact = BigInt(s) * 9n * SCALE; // compared with chance x price x 10
          expect(chance * BigInt(p) * 10n <= exact).toBe(true);
          expect(exact < (chance + 1n) * BigInt(p) * 10n).toBe(true);
        },
      ),
    );
  });

  it('refuses prices and stakes that are not whole numbers of hundredths', () => {
    expect(() => upgradeChance(100, 0)).toThrow(RangeError);
    expect(() => upgradeChance(100, 12.5)).toThrow(RangeError);
    expect(() => upgradeChance(-1, 100)).toThrow(RangeError);
    expect(() => upgradeChance(1.5, 100)).toThrow(RangeError);
  });
});

describe('upgradeStakeFor', () => {
  it('is the smallest stake that reaches the chance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: UPGRADE_CHANCE_MIN, max: UPGRADE_CHANCE_MAX }),
        fc.integer({ min: 2, max: 50_000_000 }),
        (chance, price) => {
          const stake = upgradeStakeFor(chance, price);
          expect(upgradeChance(stake, price)).toBeGreaterThanOrEqual(chance);
          if (stake > 0) expect(upgradeChance(stake - 1, price)).toBeLessThan(chance);
        },
      ),
    );
  });

  it('asks 10.86 gems of a 977.73 gem knife for 1%', () => {
    expect(upgradeStakeFor(UPGRADE_CHANCE_MIN, 97_773)).toBe(1_087);
    // 977.73 x 0.01 / 0.9 = 10.8636..., and the grid's 1% is a hair above 1%
    expect(upgradeChance(1_086, 97_773)).toBeLessThan(UPGRADE_CHANCE_MIN);
  });
});

describe('upgradeMultiplierE4', () => {
  it('is price / stake in ten-thousandths, floored', () => {
    expect(upgradeMultiplierE4(100, 300)).toBe(30_000);
    expect(upgradeMultiplierE4(300, 1_000)).toBe(33_333);
    expect(upgradeMultiplierE4(1_087, 97_773)).toBe(899_475);
  });

  it('refuses a stake of zero', () => {
    expect(() => upgradeMultiplierE4(0, 100)).toThrow(RangeError);
  });
});

describe('formatUpgradeChance and formatUpgradeRoll', () => {
  it('show a chance to the nearest hundredth of a percent', () => {
    expect(formatUpgradeChance(UPGRADE_CHANCE_MAX)).toBe('75.00%');
    expect(formatUpgradeChance(UPGRADE_CHANCE_MIN)).toBe('1.00%');
    expect(formatUpgradeChance(1_431_655_765)).toBe('33.33%');
    expect(formatUpgradeChance(1_431_655_765, 4)).toBe('33.3333%');
    expect(formatUpgradeChance(1_288_490_188)).toBe('30.00%'); // floor(0.3 x 2^32)
    expect(formatUpgradeChance(0)).toBe('0.00%');
    expect(formatUpgradeChance(UPGRADE_CHANCE_SCALE / 8, 0)).toBe('13%'); // 12.5 rounds up
  });

  it('floor a roll, so it never reads past where it lies', () => {
    expect(formatUpgradeRoll(0)).toBe('0.0000%');
    expect(formatUpgradeRoll(2 ** 31)).toBe('50.0000%');
    expect(formatUpgradeRoll(UPGRADE_CHANCE_SCALE - 1)).toBe('99.9999%');
    expect(formatUpgradeRoll(1_288_490_188, 2)).toBe('29.99%');
  });
});
