import { describe, expect, it } from 'vitest';
import { CASE_REELS_MAX, caseUnboxGame } from './case-unbox/game';
import { diceGame } from './dice/game';
import { PACES } from './pace';
import { plinkoGame } from './plinko/game';
import { PLINKO_ROWS_MAX, PLINKO_ROWS_MIN } from './plinko/core';
import { skinUpgraderGame } from './skin-upgrader/game';

// Each game's longestRevealMs bounds every reveal it can ask for: the accrual step waits
// that long before anything that follows a wager may tell of its outcome.

describe('the longest reveal of each game', () => {
  it('bounds plinko at every row count and pace, and is reached at 16 rows', () => {
    const reveals = [];
    for (let rows = PLINKO_ROWS_MIN; rows <= PLINKO_ROWS_MAX; rows++)
      for (const pace of PACES)
        reveals.push(plinkoGame.revealMs({ rows, risk: 'low', path: [], bucket: 0 }, pace));
    expect(Math.max(...reveals)).toBe(plinkoGame.longestRevealMs);
  });

  it('bounds case openings of 1 to 5 reels, reached at 5', () => {
    const reveals = [];
    for (let reels = 1; reels <= CASE_REELS_MAX; reels++)
      for (const pace of PACES) reveals.push(caseUnboxGame.revealMs(reels, pace));
    expect(Math.max(...reveals)).toBe(caseUnboxGame.longestRevealMs);
    expect(caseUnboxGame.longestRevealMs).toBeGreaterThan(caseUnboxGame.revealMs(1, 'normal'));
  });

  it('is the normal pace for the dice roll and the Skin Upgrader spin', () => {
    for (const game of [diceGame, skinUpgraderGame]) {
      const outcome = {} as never;
      const reveals = PACES.map((pace) => game.revealMs(outcome, pace));
      expect(Math.max(...reveals)).toBe(game.longestRevealMs);
    }
  });
});
