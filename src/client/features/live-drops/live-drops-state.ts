import type { LiveDrop } from '../../../shared/contract/liveDrops';
import type { LiveDropCategory } from '../../../shared/liveDrops';
import { isRecord } from '../../../shared/is-record';

export type DropLists = Record<LiveDropCategory, LiveDrop[]>;

export const EMPTY_LISTS: DropLists = { All: [], Top: [] };

/**
 * A new drop goes first in All, and in Top when it is a Top drop; each list then loses its
 * last so it keeps `size`. A drop already listed (a reload raced the event) is not doubled.
 */
export function prependDrop(lists: DropLists, drop: LiveDrop, size: number): DropLists {
  const add = (list: LiveDrop[]) =>
    list.some((known) => known._id === drop._id) ? list : [drop, ...list].slice(0, size);
  return {
    All: add(lists.All),
    Top: drop.specialCategories.includes('Top') ? add(lists.Top) : lists.Top,
  };
}

/**
 * `{ data: { liveDrop } }` with the fields the strip draws, or undefined. The lobby carries no
 * schema library, so this checks just what rendering relies on.
 */
export function dropOf(payload: unknown): LiveDrop | undefined {
  const drop = isRecord(payload) && isRecord(payload.data) ? payload.data.liveDrop : undefined;
  if (!isRecord(drop) || !isRecord(drop.item) || !isRecord(drop.user)) return undefined;
  const ok =
    typeof drop._id === 'string' &&
    typeof drop.item.name === 'string' &&
    Number.isSafeInteger(drop.item.price) &&
    typeof drop.item.rarity === 'string' &&
    typeof drop.user.username === 'string' &&
    Array.isArray(drop.specialCategories);
  return ok ? (drop as unknown as LiveDrop) : undefined;
}
