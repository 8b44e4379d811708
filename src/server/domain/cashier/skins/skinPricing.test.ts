import { describe, expect, it } from 'vitest';
import { catalogueNameOf, depositGems, depositableSkins } from './skinPricing';

describe('skin deposit pricing', () => {
  it('values a market name under its catalogue name', () => {
    expect(catalogueNameOf('AK-47 | Redline (Field-Tested)')).toBe('AK-47 | Redline');
    expect(catalogueNameOf('StatTrak™ Glock-18 | Water Elemental (Minimal Wear)')).toBe(
      'Glock-18 | Water Elemental',
    );
    expect(catalogueNameOf('★ StatTrak™ Karambit | Doppler (Factory New)')).toBe(
      '★ Karambit | Doppler',
    );
    expect(catalogueNameOf('Souvenir AWP | Dragon Lore (Battle-Scarred)')).toBe(
      'AWP | Dragon Lore',
    );
    expect(catalogueNameOf('★ Karambit')).toBe('★ Karambit');
  });

  it('brings gems at the rate, rounded down', () => {
    expect(depositGems(2_119, 9_000)).toBe(1_907); // 1,907.1
    expect(depositGems(1, 9_000)).toBe(0);
    expect(depositGems(2_119, 10_000)).toBe(2_119);
  });

  it('keeps tradable, priced skins worth a hundredth, most valuable first', () => {
    const prices = new Map([
      ['AK-47 | Redline', 2_119],
      ['P250 | Sand Dune', 1],
    ]);
    const item = (assetId: string, marketName: string, tradable = true) => ({
      assetId,
      marketName,
      image: null,
      tradable,
    });
    const read = depositableSkins(
      [
        item('1', 'P250 | Sand Dune (Field-Tested)'),
        item('2', 'AK-47 | Redline (Minimal Wear)'),
        item('6', 'AK-47 | Redline (Well-Worn)'),
        item('7', 'AK-47 | Redline (Battle-Scarred)'),
        item('3', 'AK-47 | Redline (Field-Tested)', false),
        item('4', 'Kilowatt Case'),
        item('5', 'StatTrak™ AK-47 | Redline (Field-Tested)'),
      ],
      (name) => prices.get(name),
      9_000,
    );
    expect(read.items.map((i) => i.assetId)).toEqual(['2', '5']);
    expect(read.items[0]).toMatchObject({ value: 2_119, gems: 1_907 });
    // Tradable-but-worn (6, 7): the catalogue's Field-Tested price would overvalue them.
    expect(read.unavailable).toBe(5);
  });
});
