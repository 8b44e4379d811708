import { describe, expect, it } from 'vitest';
import { typedSeeds } from '../../../src/client/features/fairness/verifier-test-fixtures';
import { verifierDefaults } from '../../../src/client/features/fairness/verifier-schema';
import { skinUpgraderVerifierFields, skinUpgraderVerifierSchema } from './check';

const seeds = typedSeeds;
describe('the Skin Upgrader verifier', () => {
  it('take the skins an upgrade staked, no more than the stake', () => {
    const base = { ...seeds, amount: '40.00', price: '100.00', direction: 'under', item: '' };
    expect(
      skinUpgraderVerifierSchema.parse({ ...base, skins: 'AK-47 | Redline 30.00' }),
    ).toMatchObject({ amount: 4_000, skins: [{ name: 'AK-47 | Redline', price: 3_000 }] });
    const over = skinUpgraderVerifierSchema.safeParse({ ...base, skins: 'A 30.00; B 20.00' });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['skins', 'The skins are worth more than the stake: the stake is the skins and the gems'],
    ]);
    const bad = skinUpgraderVerifierSchema.safeParse({ ...base, skins: 'AK-47 | Redline' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['skins']);
  });

  it('take an upgrade’s stake, price and direction, refusing terms the core refuses', () => {
    expect(
      skinUpgraderVerifierSchema.parse({
        ...seeds,
        price: '30.00',
        direction: 'over',
        item: ' X ',
      }),
    ).toMatchObject({ amount: 250, price: 3_000, direction: 'over', item: 'X' });
    const cheap = skinUpgraderVerifierSchema.safeParse({
      ...seeds,
      price: '2.50',
      direction: 'under',
      item: '',
    });
    expect(cheap.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'Pick a skin worth more than your stake of 2.50'],
    ]);
    const price = skinUpgraderVerifierSchema.safeParse({
      ...seeds,
      price: 'x',
      direction: 'under',
      item: '',
    });
    expect(price.error?.issues[0]?.message).toBe('Enter the skin’s price in gems, e.g. 30.00');
  });

  it('keeps its price’s default when a link gives it badly', () => {
    const query = new URLSearchParams('price=abc&direction=under');
    expect(verifierDefaults(query, skinUpgraderVerifierFields)).toMatchObject({
      price: '30.00',
      direction: 'under',
    });
  });
});
