import type { CaseRarity, GameKind, LiveDrop } from '../../../shared/contract';
import { shownInFeeds } from '../accounts';
import { type AuthorRow, publicUserOf } from '../chat';

// Type alias, not an interface: query rows must be assignable to Record<string, unknown>.
export type LiveDropRow = {
  id: string;
  game: string;
  item_name: string;
  item_image: string | null;
  item_rarity: string;
  item_price: number | string;
  top: boolean;
  created_at: Date;
  user_id: string;
  username: string;
  avatar: string | null;
  xp: number | string;
  anonymous: boolean;
};

/** A stored drop in the contract's shape. */
export function toLiveDrop(row: LiveDropRow): LiveDrop {
  const author: AuthorRow = {
    id: row.user_id,
    username: row.username,
    avatar: row.avatar,
    xp: row.xp,
  };
  return {
    _id: row.id,
    user: shownInFeeds(publicUserOf(author), row.anonymous),
    game: row.game as GameKind,
    item: {
      name: row.item_name,
      image: row.item_image,
      price: Number(row.item_price),
      rarity: row.item_rarity as CaseRarity,
    },
    specialCategories: row.top ? ['Top'] : [],
    createdAt: row.created_at.toISOString(),
  };
}
