import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../src/shared/contract/instantGames';
import { plinkoCaptureScene } from './captureScene';

const base = {
  id: '3b1f0d5e-8c7a-4e2b-9f10-2a3b4c5d6e7f',
  amount: 100,
  payout: 198,
  multiplier: 1.98,
  fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 1 },
  createdAt: '2026-11-27T08:00:00.000Z',
};

describe('plinko on a capture route', () => {
  it('rebuilds the plinko board of the bet before its ball drops', () => {
    const bet = {
      ...base,
      game: 'plinko',
      outcome: { rows: 8, risk: 'high', path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4 },
    } as BetRecord;
    const [[command, board]] = plinkoCaptureScene.stateFor(bet) as [
      [string, { rows: number; multipliers: number[] }],
    ];
    expect(command).toBe('plinko:board');
    expect(board.rows).toBe(8);
    expect(board.multipliers).toHaveLength(9);
    expect(plinkoCaptureScene.playFor(bet, 'normal')).toEqual([
      'plinko:drop',
      { id: base.id, path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4, pace: 'normal' },
    ]);
    expect(plinkoCaptureScene.landedText(bet)).toBe('Ball in bucket 5');
  });

  it('plays no other game’s bet', () => {
    const bet = {
      ...base,
      game: 'dice',
      outcome: { roll: 7012, target: 4200, direction: 'under', chance: 4200, win: false },
    } as BetRecord;
    expect(plinkoCaptureScene.stateFor(bet)).toEqual([]);
    expect(() => plinkoCaptureScene.playFor(bet, 'normal')).toThrow();
  });
});
