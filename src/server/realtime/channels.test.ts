import { describe, expect, it } from 'vitest';
import { GAME_KINDS, channels } from '../../shared/contract';
import { isKnownChannel } from './channels';

describe('isKnownChannel', () => {
  it('accepts every channel the contract names', () => {
    expect(isKnownChannel(channels.liveDrops)).toBe(true);
    for (const kind of GAME_KINDS) expect(isKnownChannel(channels.game(kind))).toBe(true);
    expect(isKnownChannel(channels.caseBattle('6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a'))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const name of [
      'game:poker',
      'mines',
      'case-battle:',
      'case-battle:a/b',
      'user:1',
      'live-drops:x',
    ]) {
      expect(isKnownChannel(name)).toBe(false);
    }
  });
});
