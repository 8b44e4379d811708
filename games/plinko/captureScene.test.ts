import { describe, expect, it } from 'vitest';
import { exampleDiceBet, examplePlinkoBet } from '../../src/shared/contract/exampleEntities';
import type { BetRecord } from '../../src/shared/contract/instantGames';
import { plinkoCaptureScene } from './captureScene';

describe('plinko on a capture route', () => {
  it('rebuilds the plinko board of the bet before its ball drops', () => {
    const bet: BetRecord = {
      ...examplePlinkoBet,
      outcome: { rows: 8, risk: 'high', path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4 },
    };
    const [[command, board]] = plinkoCaptureScene.stateFor(bet) as [
      [string, { rows: number; multipliers: number[] }],
    ];
    expect(command).toBe('plinko:board');
    expect(board.rows).toBe(8);
    expect(board.multipliers).toHaveLength(9);
    expect(plinkoCaptureScene.playFor(bet, 'normal')).toEqual([
      'plinko:drop',
      { id: bet.id, path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4, pace: 'normal' },
    ]);
    expect(plinkoCaptureScene.landedText(bet)).toBe('Ball in bucket 5');
  });

  it('plays no other game’s bet', () => {
    expect(plinkoCaptureScene.stateFor(exampleDiceBet)).toEqual([]);
    expect(() => plinkoCaptureScene.playFor(exampleDiceBet, 'normal')).toThrow();
  });
});
