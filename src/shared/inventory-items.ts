/**
 * The kinds of item a player can hold, by id. Amounts in the inventory are counts; what an
 * item does when consumed is the server's (domain/inventory). Pure: the client names and
 * pictures items from this same list.
 */
export type InventoryItemKind = 'free-case' | 'xp-boost' | 'rakeback-token';

export interface InventoryItemDefinition {
  id: string;
  kind: InventoryItemKind;
  name: string;
  /** XP boosts: the factor in hundredths (150 = 1.5x) and how long it lasts. */
  boost?: { factorE2: number; durationMs: number };
  /** Rakeback tokens: hundredths added to the player's claimable rakeback. */
  rakeback?: number;
}

const HOUR = 60 * 60 * 1000;

export const FREE_CASE_ITEM = 'free-case';

export const INVENTORY_ITEMS: readonly InventoryItemDefinition[] = [
  { id: FREE_CASE_ITEM, kind: 'free-case', name: 'Free case' },
  {
    id: 'xp-boost-1.5x-1h',
    kind: 'xp-boost',
    name: 'XP boost 1.5x (1 hour)',
    boost: { factorE2: 150, durationMs: HOUR },
  },
  {
    id: 'xp-boost-2x-1h',
    kind: 'xp-boost',
    name: 'XP boost 2x (1 hour)',
    boost: { factorE2: 200, durationMs: HOUR },
  },
  {
    id: 'xp-boost-1.5x-24h',
    kind: 'xp-boost',
    name: 'XP boost 1.5x (24 hours)',
    boost: { factorE2: 150, durationMs: 24 * HOUR },
  },
  { id: 'rakeback-token', kind: 'rakeback-token', name: 'Rakeback token', rakeback: 100 },
];

const BY_ID = new Map(INVENTORY_ITEMS.map((item) => [item.id, item]));

export function inventoryItemDefinition(id: string): InventoryItemDefinition | undefined {
  return BY_ID.get(id);
}
