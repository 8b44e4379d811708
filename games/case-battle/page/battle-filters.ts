import type { CaseBattle } from '../../../src/shared/contract/battles';
import type { CaseBattleMode } from '../../../src/shared/contract/battleEnums';
import { isJoinable } from './battle-list';

// What the list shows of the battles it knows: a mode, a seat-price range (hundredths,
// either end open), only battles with a free seat, and an order.

export const BATTLE_SORTS = ['newest', 'price-desc', 'price-asc'] as const;
export type BattleSort = (typeof BATTLE_SORTS)[number];

export const BATTLE_SORT_LABELS: Record<BattleSort, string> = {
  newest: 'Newest',
  'price-desc': 'Price: high to low',
  'price-asc': 'Price: low to high',
};

export interface BattleFilters {
  mode: CaseBattleMode | 'ALL';
  /** Seat price bounds in hundredths; null leaves that end open. */
  minPrice: number | null;
  maxPrice: number | null;
  joinableOnly: boolean;
  sort: BattleSort;
}

export const DEFAULT_BATTLE_FILTERS: BattleFilters = {
  mode: 'ALL',
  minPrice: null,
  maxPrice: null,
  joinableOnly: false,
  sort: 'newest',
};

const created = (battle: CaseBattle) => Date.parse(battle.createdAt);

/** Ties keep a stable order: newer first, then by id. */
const byNewest = (a: CaseBattle, b: CaseBattle) =>
  created(b) - created(a) || a._id.localeCompare(b._id);

const SORTERS: Record<BattleSort, (a: CaseBattle, b: CaseBattle) => number> = {
  newest: byNewest,
  'price-desc': (a, b) => b.price - a.price || byNewest(a, b),
  'price-asc': (a, b) => a.price - b.price || byNewest(a, b),
};

/** The battles the filters let through, in the chosen order. */
export function visibleBattles(
  battles: Iterable<CaseBattle>,
  filters: BattleFilters,
): CaseBattle[] {
  const { mode, minPrice, maxPrice, joinableOnly, sort } = filters;
  return [...battles]
    .filter(
      (battle) =>
        (mode === 'ALL' || battle.mode === mode) &&
        (minPrice === null || battle.price >= minPrice) &&
        (maxPrice === null || battle.price <= maxPrice) &&
        (!joinableOnly || isJoinable(battle)),
    )
    .sort(SORTERS[sort]);
}

/**
 * A price box's text as hundredths: "" is no bound, "12.5" is 1250; anything else (letters,
 * negatives, three decimals) is null and `valid` false, so the page can say so.
 */
export function parsePriceBound(text: string): { value: number | null; valid: boolean } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, valid: true };
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return { value: null, valid: false };
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return { value: Number(match[1]) * 100 + cents, valid: true };
}
