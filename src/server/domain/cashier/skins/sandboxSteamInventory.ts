import { createHash } from 'node:crypto';
import type { InventoryItem, SteamInventory } from './steamInventory';

/** Skins every sandbox inventory draws from: catalogue names, in a wear each. */
const SANDBOX_SKINS = [
  'AK-47 | Redline (Field-Tested)',
  'AWP | Asiimov (Field-Tested)',
  'M4A1-S | Hyper Beast (Minimal Wear)',
  'Glock-18 | Water Elemental (Field-Tested)',
  'M4A1-S | Printstream (Minimal Wear)',
  'USP-S | Kill Confirmed (Well-Worn)',
  'P250 | Asiimov (Battle-Scarred)',
  'AK-47 | Vulcan (Field-Tested)',
];

/**
 * The demo's inventory: each Steam account holds the same few catalogue skins, with asset
 * ids of its own (derived from the account, so they are stable across reads), and one item
 * under a trade hold. Nothing is asked of Steam.
 */
export class SandboxSteamInventory implements SteamInventory {
  readonly name = 'sandbox';

  async itemsOf(steamId: string): Promise<InventoryItem[]> {
    const items = SANDBOX_SKINS.map((marketName, i) => ({
      assetId: assetIdOf(steamId, i),
      marketName,
      image: null,
      tradable: true,
    }));
    items.push({
      assetId: assetIdOf(steamId, SANDBOX_SKINS.length),
      marketName: 'AK-47 | Asiimov (Field-Tested)',
      image: null,
      tradable: false,
    });
    return items;
  }
}

function assetIdOf(steamId: string, index: number): string {
  const digest = createHash('sha256').update(`${steamId}:${index}`).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 11n).toString().padStart(11, '1');
}
