import { describe, expect, it } from 'vitest';
import { exampleSkinUpgraderBet } from '../../src/shared/contract/exampleEntities';
import type { BetRecord } from '../../src/shared/contract/instantGames';
import { skinUpgraderCaptureScene } from './captureScene';

describe('the Skin Upgrader on a capture route', () => {
  it('sets the gauge to the bet’s chance, then spins to its roll', () => {
    const bet: BetRecord = {
      ...exampleSkinUpgraderBet,
      outcome: {
        ...exampleSkinUpgraderBet.outcome,
        roll: 31_200,
        chance: 25_000,
        direction: 'under',
        win: false,
      },
    };
    expect(skinUpgraderCaptureScene.stateFor(bet)).toEqual([
      ['skin-upgrader:preview', { chance: 25_000, direction: 'under' }],
    ]);
    expect(skinUpgraderCaptureScene.playFor(bet, 'instant')).toEqual([
      'skin-upgrader:spin',
      {
        id: bet.id,
        roll: 31_200,
        chance: 25_000,
        direction: 'under',
        win: false,
        pace: 'instant',
      },
    ]);
    expect(skinUpgraderCaptureScene.landedText(bet)).toBe('Upgrade lost');
  });
});
