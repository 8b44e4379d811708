import { describe, expect, it } from 'vitest';
import { exampleDiceBet, examplePlinkoBet } from '../../src/shared/contract/exampleEntities';
import type { BetRecord } from '../../src/shared/contract/instantGames';
import { diceCaptureScene } from './captureScene';

describe('dice on a capture route', () => {
  it('sends the roll its page sends, on the bet’s own target', () => {
    const bet: BetRecord = {
      ...exampleDiceBet,
      outcome: { roll: 7012, target: 4200, direction: 'under', chance: 4200, win: false },
    };
    expect(diceCaptureScene.stateFor(bet)).toEqual([
      ['dice:preview', { target: 4200, direction: 'under' }],
    ]);
    expect(diceCaptureScene.playFor(bet, 'turbo')).toEqual([
      'dice:roll',
      { id: bet.id, roll: 7012, target: 4200, direction: 'under', win: false, pace: 'turbo' },
    ]);
    expect(diceCaptureScene.landedText(bet)).toBe('Roll 70.12');
  });

  it('plays no other game’s bet', () => {
    expect(diceCaptureScene.stateFor(examplePlinkoBet)).toEqual([]);
    expect(() => diceCaptureScene.playFor(examplePlinkoBet, 'normal')).toThrow();
  });
});
