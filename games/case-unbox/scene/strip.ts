import seedrandom from 'seedrandom';
import { CASE_RARITIES, type CaseRarity } from '../../../src/shared/rarities';
import type { CaseReelItem } from '../bus';

// The cards of one reel. Only the won card is an outcome (the server's); every other card is
// cosmetic, drawn from the case's items weighted by their tickets with a generator seeded
// by the opening id, so a reload or a replay of the same opening shows the same reel.

export interface ReelStrip {
  cards: CaseReelItem[];
  /** Index of the won card. */
  winIndex: number;
  /** Where the marker stops inside the won card, from its centre, in card widths (-0.5..0.5). */
  offset: number;
}

export interface StripShape {
  /** Cards in the strip. */
  length: number;
  /** Cards after the won one (the reel never shows its end). */
  tail: number;
  /** Largest share of the half card the stop may fall from its centre (below 1). */
  jitter: number;
}

/** Lowest first. */
export const RARITY_ORDER: readonly CaseRarity[] = CASE_RARITIES;

/** Rank of a rarity, 0 for consumer upwards. */
export function rarityRank(rarity: CaseRarity): number {
  return RARITY_ORDER.indexOf(rarity);
}

/** Picks items by tickets: a ticket-weighted draw from `items` for each rng() value. */
function weightedPicker(items: readonly CaseReelItem[]): (r: number) => CaseReelItem | null {
  let total = 0;
  const upTo = items.map((item) => (total += Math.max(0, item.tickets)));
  return (r) => {
    if (total <= 0) return null;
    const ticket = r * total;
    const index = upTo.findIndex((end) => ticket < end);
    return items[index === -1 ? items.length - 1 : index] ?? null;
  };
}

/**
 * The strip for one opening: `shape.length` cards with `won` at `length - tail - 1`, and
 * `first` (the card the reel showed last, if any) at `startIndex` so the spin starts from it.
 */
export function buildStrip(
  openingId: string,
  items: readonly CaseReelItem[],
  won: CaseReelItem,
  shape: StripShape,
  start?: { index: number; card: CaseReelItem },
): ReelStrip {
  const rng = seedrandom(`case-reel:${openingId}`);
  const pick = weightedPicker(items);
  const cards = Array.from({ length: shape.length }, () => pick(rng()) ?? won);
  const winIndex = Math.max(0, shape.length - Math.max(0, shape.tail) - 1);
  cards[winIndex] = won;
  if (start && start.index >= 0 && start.index < winIndex) cards[start.index] = start.card;
  const jitter = Math.min(Math.max(shape.jitter, 0), 0.95);
  const offset = (rng() * 2 - 1) * jitter * 0.5;
  return { cards, winIndex, offset };
}
