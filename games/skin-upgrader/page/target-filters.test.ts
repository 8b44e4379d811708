import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET_FILTERS, targetQuery } from './target-filters';

describe('targetQuery', () => {
  it('asks for priced skins, cheapest first, by default', () => {
    expect(targetQuery(DEFAULT_TARGET_FILTERS)).toEqual({
      ok: true,
      query: { search: undefined, minPrice: 1, maxPrice: undefined, sort: 'price-asc' },
    });
  });

  it('turns gems into hundredths and trims the search', () => {
    expect(
      targetQuery({ search: '  Redline ', minPrice: '12.5', maxPrice: '1,000', sort: 'name' }),
    ).toEqual({
      ok: true,
      query: { search: 'Redline', minPrice: 1_250, maxPrice: 100_000, sort: 'name' },
    });
  });

  it('says which bound cannot be used', () => {
    expect(targetQuery({ ...DEFAULT_TARGET_FILTERS, minPrice: 'lots' })).toEqual({
      ok: false,
      field: 'minPrice',
      message: 'Enter gems, e.g. 25.00',
    });
    expect(targetQuery({ ...DEFAULT_TARGET_FILTERS, minPrice: '50', maxPrice: '10' })).toEqual({
      ok: false,
      field: 'maxPrice',
      message: 'The highest price is below the lowest',
    });
  });
});
