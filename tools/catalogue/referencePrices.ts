import type { CaseRarity } from '../../src/shared/contract/cases';
import { CONVERSION_FACTOR } from '../../src/shared/money';

// The offline price snapshot. No market can be reached from where the catalogue is built,
// so these are reference prices from a stated model, not quotes: a USD range per rarity
// (gloves and knives apart), each item placed in it by a hash of its name, log-uniformly.
// A configured price feed replaces them with market prices.

const USD_RANGE: Record<CaseRarity, [number, number]> = {
  consumer: [0.03, 0.1],
  industrial: [0.05, 0.3],
  'mil-spec': [0.08, 0.6],
  restricted: [0.5, 4],
  classified: [3, 20],
  covert: [15, 90],
  'rare-special': [90, 700],
  contraband: [1_000, 3_000],
};
const GLOVES_USD: [number, number] = [80, 450];

/** FNV-1a: a stable position for a name inside its range. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** The reference price of an item in gem hundredths (USD times the conversion factor). */
export function referencePrice(name: string, rarity: CaseRarity): number {
  const [low, high] = /Gloves|Hand Wraps/.test(name) ? GLOVES_USD : USD_RANGE[rarity];
  const usd = low * (high / low) ** unitHash(name);
  return Math.max(1, Math.round(usd * CONVERSION_FACTOR * 100));
}
