import { describe, expect, it } from 'vitest';
import { CachedInventory } from './cachedInventory';
import { InventoryUnavailable, type SteamInventory } from './steamInventory';

describe('CachedInventory', () => {
  it('reads an account once per period, and forgets a failed read', async () => {
    let reads = 0;
    let fail = false;
    const inner: SteamInventory = {
      name: 'steam',
      itemsOf: async (steamId) => {
        reads++;
        if (fail) throw new InventoryUnavailable('down');
        return [
          {
            assetId: steamId,
            marketName: 'AK-47 | Redline (Field-Tested)',
            image: null,
            tradable: true,
          },
        ];
      },
    };
    let now = 0;
    const cached = new CachedInventory(inner, 1_000, 10, () => now);
    await cached.itemsOf('1');
    await cached.itemsOf('1');
    expect(reads).toBe(1);
    now = 1_000;
    fail = true;
    await expect(cached.itemsOf('1')).rejects.toBeInstanceOf(InventoryUnavailable);
    fail = false;
    expect(await cached.itemsOf('1')).toHaveLength(1);
    expect(reads).toBe(3);
  });
});
