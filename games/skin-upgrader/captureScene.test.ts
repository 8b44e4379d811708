import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../src/shared/contract/instantGames';
import { skinUpgraderCaptureScene } from './captureScene';

describe('the Skin Upgrader on a capture route', () => {
  it('sets the gauge to the bet’s chance, then spins to its roll', () => {
    const bet = {
      id: '3b1f0d5e-8c7a-4e2b-9f10-2a3b4c5d6e7f',
      game: 'skin-upgrader',
      outcome: { roll: 31_200, chance: 25_000, direction: 'under', win: false },
    } as unknown as BetRecord;
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
