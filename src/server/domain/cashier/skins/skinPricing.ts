import type { DepositableSkin } from '../../../../shared/contract/cashierSkins';
import type { InventoryItem } from './steamInventory';

const WEAR = / \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/;

/**
 * The catalogue prices a skin at its Field-Tested quote (or the next wear quoted), so a more
 * worn exterior, usually worth much less, would be valued above its market: not depositable.
 */
const BELOW_CATALOGUE_WEAR = / \((Well-Worn|Battle-Scarred)\)$/;

/** Whether the catalogue's price is no more than what this exterior trades at. */
export function depositableWear(marketName: string): boolean {
  return !BELOW_CATALOGUE_WEAR.test(marketName);
}

/**
 * The catalogue name a market name is valued under: without its wear, and without StatTrak™
 * or Souvenir (the catalogue prices the plain skin, so those are never valued above it).
 */
export function catalogueNameOf(marketName: string): string {
  return marketName
    .replace(WEAR, '')
    .replace(/^(★ )?StatTrak™ /, '$1')
    .replace(/^Souvenir /, '');
}

/** The gems a catalogue value brings at the deposit rate, rounded down (never the player's favour past the rate). */
export function depositGems(value: number, rateBps: number): number {
  return Math.floor((value * rateBps) / 10_000);
}

/**
 * The inventory's depositable skins: tradable, in the catalogue with a price, bringing at
 * least a hundredth of a gem; the rest are counted as unavailable. Most valuable first.
 */
export function depositableSkins(
  items: readonly InventoryItem[],
  priceOf: (catalogueName: string) => number | undefined,
  rateBps: number,
): { items: DepositableSkin[]; unavailable: number } {
  const out: DepositableSkin[] = [];
  for (const item of items) {
    if (!item.tradable || !depositableWear(item.marketName)) continue;
    const value = priceOf(catalogueNameOf(item.marketName));
    if (value === undefined || value <= 0) continue;
    const gems = depositGems(value, rateBps);
    if (gems <= 0) continue;
    out.push({
      assetId: item.assetId,
      marketName: item.marketName,
      image: item.image,
      value,
      gems,
    });
  }
  out.sort((a, b) => b.value - a.value || a.assetId.localeCompare(b.assetId));
  return { items: out, unavailable: items.length - out.length };
}
