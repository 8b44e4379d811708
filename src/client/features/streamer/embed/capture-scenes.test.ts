import { describe, expect, it } from 'vitest';
import { diceGame } from '../../../../../games/dice/game';
import { REVEAL_SLACK_MS } from '../../../../../games/pace';
import { captureStartDelay } from './capture-scenes';

describe('capture scenes', () => {
  it('start a bet so that it lands exactly when the betting tab’s hold ends', () => {
    for (const pace of ['normal', 'turbo', 'instant'] as const) {
      const outcome = {
        roll: 7000,
        target: 5000,
        direction: 'over' as const,
        chance: 4999,
        win: true,
      };
      const animationMs = Math.ceil(diceGame.revealMs(outcome, pace));
      const revealInMs = animationMs + REVEAL_SLACK_MS;
      const start = captureStartDelay(revealInMs, animationMs);
      expect(start + animationMs).toBe(revealInMs);
      expect(start).toBeGreaterThanOrEqual(REVEAL_SLACK_MS);
    }
    expect(captureStartDelay(100, 900)).toBe(0);
  });
});
