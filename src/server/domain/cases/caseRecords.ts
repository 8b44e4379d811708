import type { CaseDropItem, CaseRarity, CaseSummary } from '../../../shared/contract';
import { publicUserOf } from '../chat';

// Type aliases, not interfaces: query rows must be assignable to Record<string, unknown>.
export type CaseSummaryRow = {
  id: string;
  slug: string;
  name: string;
  image: string | null;
  price: number | string;
  creator_id: string | null;
  creator_username: string | null;
  creator_avatar: string | null;
  creator_xp: number | string | null;
  item_count: number | string;
  top_rarity: string;
};

export type CaseItemRow = {
  item_id: string;
  name: string;
  image: string | null;
  rarity: string;
  price: number | string;
  tickets: number;
};

export function toCaseSummary(row: CaseSummaryRow): CaseSummary {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    price: Number(row.price),
    topRarity: row.top_rarity as CaseRarity,
    itemCount: Number(row.item_count),
    creator:
      row.creator_id === null
        ? null
        : publicUserOf({
            id: row.creator_id,
            username: row.creator_username!,
            avatar: row.creator_avatar,
            xp: row.creator_xp ?? 0,
          }),
  };
}

export function toCaseItem(row: CaseItemRow): CaseDropItem {
  return {
    id: row.item_id,
    name: row.name,
    image: row.image,
    rarity: row.rarity as CaseRarity,
    price: Number(row.price),
    tickets: Number(row.tickets),
  };
}
