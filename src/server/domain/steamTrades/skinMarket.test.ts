import { describe, expect, it } from 'vitest';
import { marketNamesOf, marketPriceCap } from './skinMarket';

describe('marketPriceCap', () => {
  it('converts gem hundredths to dollar thousandths at 1.4, rounding down', () => {
    expect(marketPriceCap(140)).toBe(1000); // 1.40 gems = $1
    expect(marketPriceCap(5862)).toBe(41871); // 58.62 gems = $41.871...
    expect(marketPriceCap(1)).toBe(7);
  });
});

describe('marketNamesOf', () => {
  it('lists each wear, then the bare name, a Doppler phase dropped', () => {
    expect(marketNamesOf('AK-47 | Redline')[0]).toBe('AK-47 | Redline (Field-Tested)');
    expect(marketNamesOf('AK-47 | Redline').at(-1)).toBe('AK-47 | Redline');
    expect(marketNamesOf('★ Karambit | Doppler (Phase 2)')[0]).toBe(
      '★ Karambit | Doppler (Field-Tested)',
    );
  });
});
