import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../src/shared/contract/instantGames';
import { diceCaptureScene } from './captureScene';

const base = {
  id: '3b1f0d5e-8c7a-4e2b-9f10-2a3b4c5d6e7f',
  amount: 100,
  payout: 198,
  multiplier: 1.98,
  fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 1 },
  createdAt: '2026-11-27T08:00:00.000Z',
};

describe('dice on a capture route', () => {
  it('sends the roll its page sends, on the bet’s own target', () => {
    const bet = {
      ...base,
      game: 'dice',
      outcome: { roll: 7012, target: 4200, direction: 'under', chance: 4200, win: false },
    } as BetRecord;
    expect(diceCaptureScene.stateFor(bet)).toEqual([
      ['dice:preview', { target: 4200, direction: 'under' }],
    ]);
    expect(diceCaptureScene.playFor(bet, 'turbo')).toEqual([
      'dice:roll',
      { id: base.id, roll: 7012, target: 4200, direction: 'under', win: false, pace: 'turbo' },
    ]);
    expect(diceCaptureScene.landedText(bet)).toBe('Roll 70.12');
  });

  it('plays no other game’s bet', () => {
    const bet = {
      ...base,
      game: 'plinko',
      outcome: { rows: 8, risk: 'high', path: [0, 1, 1, 0, 1, 0, 0, 1], bucket: 4 },
    } as BetRecord;
    expect(diceCaptureScene.stateFor(bet)).toEqual([]);
    expect(() => diceCaptureScene.playFor(bet, 'normal')).toThrow();
  });
});
