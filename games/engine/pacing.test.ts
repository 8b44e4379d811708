import { describe, expect, it } from 'vitest';
import { PACES } from '../pace';
import { afterglowPace, pacedOnly, timeFactor } from './pacing';

describe('time factor', () => {
  it('keeps normal durations, shortens turbo, and lands instant at once', () => {
    expect(timeFactor('normal', null)).toBe(1);
    expect(timeFactor('turbo', null)).toBeLessThan(1);
    expect(timeFactor('turbo', null)).toBeGreaterThan(0);
    expect(timeFactor('instant', null)).toBe(0);
    expect(pacedOnly(900)).toBe(900);
    expect(pacedOnly(900, 'instant')).toBe(0);
  });

  it('takes the shorter of the pace and reduced motion', () => {
    for (const pace of PACES) {
      const alone = timeFactor(pace, null);
      expect(timeFactor(pace, 0.3)).toBe(Math.min(alone, 0.3));
      expect(timeFactor(pace, 0.9)).toBe(Math.min(alone, 0.9));
    }
    expect(timeFactor('instant', 0.3)).toBe(0);
  });
});

describe('afterglow pace', () => {
  it('keeps a short trace after an instant landing, and follows the other paces', () => {
    expect(afterglowPace('instant')).toBe('turbo');
    expect(afterglowPace('turbo')).toBe('turbo');
    expect(afterglowPace('normal')).toBe('normal');
    expect(timeFactor(afterglowPace('instant'), null)).toBeGreaterThan(0);
  });
});
