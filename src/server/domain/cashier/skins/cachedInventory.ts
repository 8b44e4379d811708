import type { InventoryItem, SteamInventory } from './steamInventory';

/**
 * Keeps each account's inventory for `ttlMs`: Steam's inventory endpoint answers a few
 * requests a minute from one address, and a player opening the tab, then depositing, reads it
 * twice. A skin traded away meanwhile fails its offer at Steam (cancelled, nothing credited).
 * Failed reads are not kept.
 */
export class CachedInventory implements SteamInventory {
  private readonly kept = new Map<string, { at: number; items: Promise<InventoryItem[]> }>();

  constructor(
    private readonly inner: SteamInventory,
    private readonly ttlMs: number,
    private readonly maxAccounts = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get name() {
    return this.inner.name;
  }

  itemsOf(steamId: string): Promise<InventoryItem[]> {
    const at = this.now();
    const hit = this.kept.get(steamId);
    if (hit && at - hit.at < this.ttlMs) return hit.items;
    if (this.kept.size >= this.maxAccounts) this.kept.clear();
    const items = this.inner.itemsOf(steamId);
    const entry = { at, items };
    this.kept.set(steamId, entry);
    items.catch(() => {
      if (this.kept.get(steamId) === entry) this.kept.delete(steamId);
    });
    return items;
  }
}
