import { describe, expect, it } from 'vitest';
import caseTuning from '../../../../games/case-unbox/tuning.json';
import { caseUnboxGame } from '../../../../games/case-unbox/game';
import diceTuning from '../../../../games/dice/tuning.json';
import { diceGame } from '../../../../games/dice/game';
import { PACES, REVEAL_SLACK_MS } from '../../../../games/pace';
import plinkoTuning from '../../../../games/plinko/tuning.json';
import { plinkoGame } from '../../../../games/plinko/game';
import { payoutReveal, revealInMs } from './reveal';

const roll = { roll: 5_000, target: 4_950, direction: 'over' as const, chance: 5_050, win: true };
const fall = (rows: number) => ({
  rows,
  risk: 'low' as const,
  path: Array.from({ length: rows }, () => 0 as const),
  bucket: 0,
});

describe('revealInMs', () => {
  it("is the game's own reveal time at the bet's pace plus the slack", () => {
    expect(revealInMs(0)).toBe(REVEAL_SLACK_MS);
    expect(revealInMs(900)).toBe(900 + REVEAL_SLACK_MS);
    // A fraction of a millisecond rounds up: never early.
    expect(revealInMs(314.2)).toBe(315 + REVEAL_SLACK_MS);
  });

  it('refuses what is not a duration', () => {
    expect(() => revealInMs(-1)).toThrow(/duration/);
    expect(() => revealInMs(Number.NaN)).toThrow(/duration/);
  });

  it('dice: the roll, shortened by turbo, nothing but the slack at instant', () => {
    const at = (pace: (typeof PACES)[number]) => revealInMs(diceGame.revealMs(roll, pace));
    expect(at('normal')).toBe(diceTuning.durations.roll + REVEAL_SLACK_MS);
    expect(at('turbo')).toBeLessThan(at('normal'));
    expect(at('turbo')).toBeGreaterThan(REVEAL_SLACK_MS);
    expect(at('instant')).toBe(REVEAL_SLACK_MS);
  });

  it('plinko: more rows fall longer', () => {
    const { release, hop, land } = plinkoTuning.durations;
    expect(revealInMs(plinkoGame.revealMs(fall(16), 'normal'))).toBe(
      release + 15 * hop + land + REVEAL_SLACK_MS,
    );
    expect(plinkoGame.revealMs(fall(16), 'normal')).toBeGreaterThan(
      plinkoGame.revealMs(fall(8), 'normal'),
    );
    expect(revealInMs(plinkoGame.revealMs(fall(16), 'instant'))).toBe(REVEAL_SLACK_MS);
  });

  it('case opening: the spin, and a stagger per further reel', () => {
    const { spin, stagger } = caseTuning.durations;
    expect(revealInMs(caseUnboxGame.revealMs(1, 'normal'))).toBe(spin + REVEAL_SLACK_MS);
    expect(revealInMs(caseUnboxGame.revealMs(5, 'normal'))).toBe(
      spin + 4 * stagger + REVEAL_SLACK_MS,
    );
    for (const reels of [1, 5]) {
      const turbo = caseUnboxGame.revealMs(reels, 'turbo');
      expect(turbo).toBeLessThan(caseUnboxGame.revealMs(reels, 'normal'));
      expect(turbo).toBeGreaterThan(0);
      expect(caseUnboxGame.revealMs(reels, 'instant')).toBe(0);
    }
  });
});

describe('payoutReveal', () => {
  it('holds a payout under its bet', () => {
    expect(payoutReveal('bet-1', 1_980, 1_300)).toEqual({
      id: 'bet-1',
      payout: 1_980,
      inMs: 1_300,
    });
  });

  it('holds nothing for a loss', () => {
    expect(payoutReveal('bet-1', 0, 1_300)).toBeNull();
  });

  it('a group holds everything it has paid so far, under its first bet', () => {
    expect(payoutReveal('bet-3', 250, 6_000, { id: 'bet-1', paidBefore: 400 })).toEqual({
      id: 'bet-1',
      payout: 650,
      inMs: 6_000,
    });
    // A worthless item after a paid one still holds the earlier item's value.
    expect(payoutReveal('bet-2', 0, 6_000, { id: 'bet-1', paidBefore: 400 })).toEqual({
      id: 'bet-1',
      payout: 400,
      inMs: 6_000,
    });
  });
});
