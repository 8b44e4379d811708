import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upgradeChance } from './chance';
import { quoteItemStake } from './itemStake';
import { quoteUpgrade } from './quote';

describe('quoteItemStake', () => {
  it('quotes skins and gems together as one stake of their sum', () => {
    // 12.00 + 8.00 of skins and 10.00 of gems on a 100.00 skin: 30.00 buys 27%.
    expect(quoteItemStake(1_000, [1_200, 800], 10_000)).toEqual({
      ok: true,
      stake: 3_000,
      chance: upgradeChance(3_000, 10_000),
      resized: false,
      multiplierE4: 33_333,
      gems: 1_000,
      itemsValue: 2_000,
    });
  });

  it('takes skins alone', () => {
    expect(quoteItemStake(0, [2_500], 10_000)).toMatchObject({
      ok: true,
      stake: 2_500,
      gems: 0,
      itemsValue: 2_500,
      chance: upgradeChance(2_500, 10_000),
    });
  });

  it('lowers only the gems at the 75% ceiling', () => {
    // 80.00 of skins + 10.00 of gems on 100.00: the ceiling stake is 83.33, so 3.33 of gems.
    expect(quoteItemStake(1_000, [8_000], 10_000)).toMatchObject({
      ok: true,
      stake: 8_333,
      gems: 333,
      itemsValue: 8_000,
      resized: true,
    });
  });

  it('refuses skins that pass the ceiling on their own', () => {
    expect(quoteItemStake(0, [8_400], 10_000)).toMatchObject({
      ok: false,
      code: 'ITEMS_OVER_CEILING',
    });
  });

  it('refuses what a stake of gems is refused for', () => {
    expect(quoteItemStake(0, [10_000], 10_000)).toMatchObject({
      ok: false,
      code: 'TARGET_NOT_PRICIER',
    });
    expect(quoteItemStake(0, [50], 10_000)).toMatchObject({ ok: false, code: 'CHANCE_TOO_LOW' });
  });

  it('gives exactly the chance and return of the same stake in gems', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (gems, items, price) => {
          const total = gems + items.reduce((a, b) => a + b, 0);
          if (total === 0) return;
          const mixed = quoteItemStake(gems, items, price);
          const plain = quoteUpgrade(total, price);
          if (mixed.ok) {
            expect(plain).toMatchObject({ ok: true, stake: mixed.stake, chance: mixed.chance });
            expect(mixed.gems + mixed.itemsValue).toBe(mixed.stake);
            expect(mixed.gems).toBeGreaterThanOrEqual(0);
          } else if (mixed.code !== 'ITEMS_OVER_CEILING') {
            expect(plain).toMatchObject({ ok: false, code: mixed.code });
          }
        },
      ),
    );
  });
});
