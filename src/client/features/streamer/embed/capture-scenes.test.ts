import { describe, expect, it } from 'vitest';
import { diceGame } from '../../../../../games/dice/game';
import { REVEAL_SLACK_MS } from '../../../../../games/pace';
import type { BetRecord } from '../../../../shared/contract/instantGames';
import { CAPTURE_SCENES, captureStartDelay } from './capture-scenes';

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 1 };
const base = {
  id: '3b1f0d5e-8c7a-4e2b-9f10-2a3b4c5d6e7f',
  amount: 100,
  payout: 198,
  multiplier: 1.98,
  fairness,
  createdAt: '2026-11-27T08:00:00.000Z',
};

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

  it('send dice the roll its page sends, on the bet’s own target', () => {
    const bet = {
      ...base,
      game: 'dice',
      outcome: { roll: 7012, target: 4200, direction: 'under', chance: 4200, win: false },
    } as BetRecord;
    const dice = CAPTURE_SCENES.dice;
    expect(dice.stateFor(bet)).toEqual([['dice:preview', { target: 4200, direction: 'under' }]]);
    expect(dice.playFor(bet, 'turbo')).toEqual([
      'dice:roll',
      { id: base.id, roll: 7012, target: 4200, direction: 'under', win: false, pace: 'turbo' },
    ]);
    expect(dice.landedText(bet)).toBe('Roll 70.12');
    expect(CAPTURE_SCENES.plinko.stateFor(bet)).toEqual([]);
  });

  it('rebuild the plinko board of the bet before its ball drops', () => {
    const bet = {
      ...base,
      game: 'plinko',
      outcome: { rows: 8, risk: 'high', path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4 },
    } as BetRecord;
    const [[command, board]] = CAPTURE_SCENES.plinko.stateFor(bet) as [
      [string, { rows: number; multipliers: number[] }],
    ];
    expect(command).toBe('plinko:board');
    expect(board.rows).toBe(8);
    expect(board.multipliers).toHaveLength(9);
    expect(CAPTURE_SCENES.plinko.playFor(bet, 'normal')).toEqual([
      'plinko:drop',
      { id: base.id, path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4, pace: 'normal' },
    ]);
    expect(() => CAPTURE_SCENES.dice.playFor(bet, 'normal')).toThrow();
  });
});
