import type { CaseRarity } from '../../../shared/contract/cases';

const LABELS: Record<CaseRarity, string> = {
  consumer: 'Consumer',
  industrial: 'Industrial',
  'mil-spec': 'Mil-Spec',
  restricted: 'Restricted',
  classified: 'Classified',
  covert: 'Covert',
  'rare-special': 'Rare Special',
  contraband: 'Contraband',
};

/** The rarity as CS2 names it. */
export function rarityLabel(rarity: CaseRarity): string {
  return LABELS[rarity];
}
