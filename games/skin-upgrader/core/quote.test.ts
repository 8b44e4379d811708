import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upgradeChance, upgradeMultiplierE4 } from './chance';
import { UPGRADE_CHANCE_MAX, UPGRADE_CHANCE_MIN } from './limits';
import { quoteUpgrade } from './quote';

describe('quoteUpgrade', () => {
  it('keeps the stake and gives 0.9 x stake / price between 1% and 75%', () => {
    expect(quoteUpgrade(1_000, 3_000)).toEqual({
      ok: true,
      stake: 1_000,
      chance: upgradeChance(1_000, 3_000),
      resized: false,
      multiplierE4: 30_000,
    });
  });

  it('lowers the stake to the largest one whose chance stays within 75%', () => {
    // 90.00 on a 100.00 skin would be 81%: 83.33 buys 74.997% (83.34 would pay for 75.006%
    // and get 75%, a return under 90%).
    const quote = quoteUpgrade(9_000, 10_000);
    expect(quote).toEqual({
      ok: true,
      stake: 8_333,
      chance: upgradeChance(8_333, 10_000),
      resized: true,
      multiplierE4: upgradeMultiplierE4(8_333, 10_000),
    });
    expect(upgradeChance(8_333, 10_000)).toBeLessThan(UPGRADE_CHANCE_MAX);
    expect(upgradeChance(8_334, 10_000)).toBeGreaterThan(UPGRADE_CHANCE_MAX);
  });

  it('gives exactly 75% without a resize when the stake lands on it', () => {
    // 5/6 of the price: 0.9 x 5/6 = 0.75.
    expect(quoteUpgrade(500, 600)).toMatchObject({
      ok: true,
      stake: 500,
      chance: UPGRADE_CHANCE_MAX,
      resized: false,
    });
  });

  it('refuses a target no pricier than the stake', () => {
    for (const price of [999, 1_000]) {
      expect(quoteUpgrade(1_000, price)).toEqual({
        ok: false,
        code: 'TARGET_NOT_PRICIER',
        message: 'Pick a skin worth more than your stake of 10.00',
      });
    }
  });

  it('refuses a chance below 1%, naming the stake that reaches it', () => {
    expect(quoteUpgrade(10, 97_773)).toEqual({
      ok: false,
      code: 'CHANCE_TOO_LOW',
      message: 'The chance would be below 1%: stake at least 10.87 for this skin',
      minStake: 1_087,
    });
    expect(quoteUpgrade(1_087, 97_773)).toMatchObject({ ok: true, stake: 1_087, resized: false });
  });

  it('never stakes more than offered, and always lands within 1-75%', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 1e8 }),
        (amount, price) => {
          const quote = quoteUpgrade(amount, price);
          if (!quote.ok) {
            if (quote.code === 'TARGET_NOT_PRICIER') expect(price).toBeLessThanOrEqual(amount);
            else {
              expect(upgradeChance(amount, price)).toBeLessThan(UPGRADE_CHANCE_MIN);
              expect(quote.minStake).toBeGreaterThan(amount);
              expect(quoteUpgrade(quote.minStake!, price)).toMatchObject({ ok: true });
            }
            return;
          }
          expect(quote.stake).toBeLessThanOrEqual(amount);
          expect(quote.chance).toBeGreaterThanOrEqual(UPGRADE_CHANCE_MIN);
          expect(quote.chance).toBeLessThanOrEqual(UPGRADE_CHANCE_MAX);
          expect(quote.resized).toBe(quote.stake !== amount);
          // The bet row keeps the resized stake; quoting it again gives the same terms.
          expect(quoteUpgrade(quote.stake, price)).toEqual({ ...quote, resized: false });
        },
      ),
    );
  });
});
