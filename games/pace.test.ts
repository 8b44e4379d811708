import { describe, expect, it } from 'vitest';
import { PACE_FACTORS, PACES, paced } from './pace';

describe('paces', () => {
  it('instant keeps nothing, turbo less than normal', () => {
    expect(paced(5500, 'instant')).toBe(0);
    expect(paced(5500, 'turbo')).toBeLessThan(paced(5500, 'normal'));
    expect(paced(5500, 'normal')).toBe(5500);
  });

  it('orders the factors normal > turbo > instant', () => {
    const factors = PACES.map((pace) => PACE_FACTORS[pace]);
    expect(factors).toEqual([...factors].sort((a, b) => b - a));
  });
});
