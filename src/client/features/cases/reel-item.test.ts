import { describe, expect, it } from 'vitest';
import { reelItem } from './reel-item';

const FILE = `${'5e'.repeat(32)}.webp`;
const gloves = {
  id: 'b3a6c1d0-6a61-4d1b-9c55-0d7f4f0d3e21',
  name: '★ Sport Gloves | Vice',
  image: `/api/images/${FILE}`,
  rarity: 'rare-special' as const,
  price: 52_000,
  tickets: 260,
};

describe('reelItem', () => {
  it('gives the reels the item with its weapon class, so gloves never land on a rifle', () => {
    expect(reelItem(gloves, false)).toEqual({
      name: gloves.name,
      image: null,
      weapon: 'gloves',
      rarity: 'rare-special',
      price: 52_000,
      tickets: 260,
    });
    expect(reelItem({ ...gloves, name: 'P250 | Sand Dune' }, false).weapon).toBe('pistol');
    expect(reelItem({ ...gloves, name: '★ Talon Knife' }, false).weapon).toBe('knife');
  });

  it('asks the site for the picture at 2x the card when it serves pictures', () => {
    expect(reelItem(gloves, true).image).toBe(
      `/api/images/width=208,height=156,fit=contain,quality=80,format=webp/${FILE}`,
    );
    expect(reelItem({ ...gloves, image: null }, true).image).toBeNull();
  });
});
