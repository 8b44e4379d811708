// CS2 rarities, apart from the contract's schemas so scenes and tools can use them without
// loading the schema library.

/** Lowest first; the look-and-feel colours (--rarity-*) are keyed by these names. */
export const CASE_RARITIES = [
  'consumer',
  'industrial',
  'mil-spec',
  'restricted',
  'classified',
  'covert',
  'rare-special',
  'contraband',
] as const;
export type CaseRarity = (typeof CASE_RARITIES)[number];
