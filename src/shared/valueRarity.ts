import type { CaseRarity } from './rarities';

/**
 * The rarity a case item's value suggests against its case's price: a pull worth many cases
 * glows like a knife, a fraction of one like a mil-spec. For items that carry no rarity (a
 * battle's copied items).
 */
export function valueRarity(price: number, casePrice: number): CaseRarity {
  const ratio = casePrice > 0 ? price / casePrice : 0;
  if (ratio >= 10) return 'rare-special';
  if (ratio >= 3) return 'covert';
  if (ratio >= 1.2) return 'classified';
  if (ratio >= 0.5) return 'restricted';
  if (ratio >= 0.15) return 'mil-spec';
  return 'industrial';
}
