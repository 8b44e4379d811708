import { describe, expect, it } from 'vitest';
import { msToNextTenth, rollingInText } from './countdown';

describe('the roulette countdown', () => {
  it('reads the time left rounded up to the tenth, never 0.0 too early', () => {
    expect(rollingInText(4_210)).toBe('Rolling in 4.3 s');
    expect(rollingInText(4_200)).toBe('Rolling in 4.2 s');
    expect(rollingInText(1)).toBe('Rolling in 0.1 s');
    expect(rollingInText(-5)).toBe('Rolling in 0.0 s');
  });

  it('says how long until that text changes', () => {
    expect(msToNextTenth(4_210)).toBe(10);
    expect(msToNextTenth(4_200)).toBe(100);
    expect(msToNextTenth(0)).toBeNull();
    expect(rollingInText(4_210 - msToNextTenth(4_210)!)).toBe('Rolling in 4.2 s');
  });
});
