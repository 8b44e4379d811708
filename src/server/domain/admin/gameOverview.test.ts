import { describe, expect, it } from 'vitest';
import { DEFAULT_BET_LIMITS } from '../games';
import { betLimitsOf } from './gameOverview';

// The games screen shows each game's limits from its manifest: a game whose rules carry
// their own bounds declares them there, and any other plays within the site's.

describe('betLimitsOf', () => {
  it("answers a game's own limits, and the site's for a game that declares none", () => {
    const own = { betMin: 100, betMax: 5_000, payoutMax: 50_000 };
    expect(betLimitsOf({ limits: own })).toEqual(own);
    expect(betLimitsOf({})).toEqual(DEFAULT_BET_LIMITS);
  });
});
