import { describe, expect, it } from 'vitest';
import { hasOpenOffers, togglePick } from './offer-state';

describe('hasOpenOffers', () => {
  it('is true while an offer is pending or sent', () => {
    expect(hasOpenOffers([{ state: 'ACCEPTED' }, { state: 'SENT' }])).toBe(true);
    expect(hasOpenOffers([{ state: 'PENDING' }])).toBe(true);
    expect(
      hasOpenOffers([{ state: 'ACCEPTED' }, { state: 'FAILED' }, { state: 'CANCELLED' }]),
    ).toBe(false);
    expect(hasOpenOffers([])).toBe(false);
  });
});

describe('togglePick', () => {
  it('adds, removes and stops at the maximum', () => {
    expect(togglePick([], 'a', 2)).toEqual(['a']);
    expect(togglePick(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
});
