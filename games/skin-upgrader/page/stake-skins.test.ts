import { describe, expect, it } from 'vitest';
import type { SteamSkin } from '../../../src/shared/contract/steamTrades';
import { pickedSkins, stakeableSkins, toggleStakeSkin } from './stake-skins';

const skin = (id: string, value: number | null, state: SteamSkin['state'] = 'HELD'): SteamSkin => ({
  id,
  itemId: 'ak-47-redline',
  name: `Skin ${id}`,
  image: null,
  price: 1_000,
  value,
  state,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('stake skins', () => {
  it('keeps held, priced skins, most valuable first', () => {
    const skins = [skin('a', 500), skin('b', 900), skin('c', null), skin('d', 800, 'WITHDRAWING')];
    expect(stakeableSkins(skins).map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('toggles a pick, never past ten skins', () => {
    expect(toggleStakeSkin([], 'a')).toEqual(['a']);
    expect(toggleStakeSkin(['a', 'b'], 'a')).toEqual(['b']);
    const ten = Array.from({ length: 10 }, (_, i) => `s${i}`);
    expect(toggleStakeSkin(ten, 'x')).toEqual(ten);
  });

  it('drops picks no longer in the inventory', () => {
    const skins = stakeableSkins([skin('a', 500), skin('b', 900)]);
    expect(pickedSkins(skins, ['b', 'gone', 'a']).map((s) => s.id)).toEqual(['b', 'a']);
    expect(pickedSkins(null, ['a'])).toEqual([]);
  });
});
