import { describe, expect, it } from 'vitest';
import { DOPPLER_PHASES, marketNameOf } from './marketName';

describe('marketNameOf', () => {
  it.each(DOPPLER_PHASES)('drops the phase %s, which the market does not list', (phase) => {
    expect(marketNameOf(`★ Karambit | Gamma Doppler (${phase})`)).toBe(
      '★ Karambit | Gamma Doppler',
    );
  });

  it('leaves every other name as it is', () => {
    for (const name of [
      'AK-47 | Redline',
      '★ Karambit',
      'AWP | Asiimov (Field-Tested)',
      'X (Ruby) Y',
    ]) {
      expect(marketNameOf(name)).toBe(name);
    }
  });
});
