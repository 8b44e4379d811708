// The wheel (docs/games/roulette.md, "Wheel"): 15 slots, 0 green, 1-7 red, 8-14 black, drawn on the
// strip in a fixed order. The two slots beside green are the baits: 4 (red) and 11 (black).

export const ROULETTE_SLOT_COUNT = 15;

/** The strip's order, left to right, as drawn (it repeats endlessly on screen). */
export const ROULETTE_STRIP_ORDER: readonly number[] = Object.freeze([
  1, 14, 2, 13, 3, 12, 4, 0, 11, 5, 10, 6, 9, 7, 8,
]);

export const RED_BAIT_SLOT = 4;
export const BLACK_BAIT_SLOT = 11;
export const GREEN_SLOT = 0;

export type RouletteColour = 'green' | 'red' | 'black';
/** What a slot is (the spec's outcome kinds, less TRIPLE_GREEN, which also needs the streak). */
export type RouletteSlotKind = 'GREEN' | 'RED' | 'BLACK' | 'RED_BAIT' | 'BLACK_BAIT';

export function assertSlot(slot: number): void {
  if (!Number.isInteger(slot) || slot < 0 || slot >= ROULETTE_SLOT_COUNT) {
    throw new RangeError(`A roulette slot is a whole number from 0 to ${ROULETTE_SLOT_COUNT - 1}`);
  }
}

export function slotColour(slot: number): RouletteColour {
  assertSlot(slot);
  if (slot === GREEN_SLOT) return 'green';
  return slot <= 7 ? 'red' : 'black';
}

export function slotKind(slot: number): RouletteSlotKind {
  assertSlot(slot);
  if (slot === RED_BAIT_SLOT) return 'RED_BAIT';
  if (slot === BLACK_BAIT_SLOT) return 'BLACK_BAIT';
  if (slot === GREEN_SLOT) return 'GREEN';
  return slot <= 7 ? 'RED' : 'BLACK';
}

export function isBait(slot: number): boolean {
  const kind = slotKind(slot);
  return kind === 'RED_BAIT' || kind === 'BLACK_BAIT';
}

/** Where a slot sits in the strip's order (0-14). */
export function stripIndexOf(slot: number): number {
  assertSlot(slot);
  return ROULETTE_STRIP_ORDER.indexOf(slot);
}

/** The slot at a strip position; any whole number, the strip repeating both ways. */
export function slotAtStripIndex(index: number): number {
  const n = ROULETTE_SLOT_COUNT;
  return ROULETTE_STRIP_ORDER[((index % n) + n) % n]!;
}
