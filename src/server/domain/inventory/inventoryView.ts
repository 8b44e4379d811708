import type { InventoryItem } from '../../../shared/contract/inventory';
import { inventoryItemDefinition } from '../../../shared/inventory-items';
import type { HeldItem } from './inventory';

/** The held items as the contract shows them; ids the catalogue no longer has are left out. */
export function inventoryView(held: readonly HeldItem[]): InventoryItem[] {
  return held.flatMap(({ item, amount }) => {
    const definition = inventoryItemDefinition(item);
    return definition ? [{ _id: item, amount, name: definition.name, image: null }] : [];
  });
}
