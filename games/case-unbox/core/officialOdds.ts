import type { CaseRarity } from '../../../src/shared/rarities';
import { CASE_TICKETS_TOTAL } from './tickets';

/**
 * CS2's published odds per rarity tier for a weapon case, in tickets out of 100,000:
 * mil-spec 79.92%, restricted 15.98%, classified 3.20%, covert 0.64%, rare special 0.26%.
 */
export const OFFICIAL_TIER_TICKETS: Partial<Record<CaseRarity, number>> = {
  'mil-spec': 79_920,
  restricted: 15_980,
  classified: 3_200,
  covert: 640,
  'rare-special': 260,
};

/**
 * Tickets for each item of an official case, in the items' order. A tier's tickets are
 * split evenly among its items, the first items taking one more until the remainder is
 * gone. A case missing a tier has the others scaled up so the total stays exactly 100,000
 * (the largest tier takes the rounding). Throws on a rarity no weapon case holds.
 */
export function officialTickets(rarities: readonly CaseRarity[]): number[] {
  const counts = new Map<CaseRarity, number>();
  for (const rarity of rarities) {
    if (OFFICIAL_TIER_TICKETS[rarity] === undefined) {
      throw new RangeError(`A weapon case holds no ${rarity} items`);
    }
    counts.set(rarity, (counts.get(rarity) ?? 0) + 1);
  }
  const tiers = [...counts.keys()];
  if (tiers.length === 0) throw new RangeError('A case needs at least one item');
  const weight = (tier: CaseRarity) => OFFICIAL_TIER_TICKETS[tier]!;
  const totalWeight = tiers.reduce((sum, tier) => sum + weight(tier), 0);
  const tierTickets = new Map(
    tiers.map((tier) => [tier, Math.floor((CASE_TICKETS_TOTAL * weight(tier)) / totalWeight)]),
  );
  const largest = tiers.reduce((a, b) => (weight(b) > weight(a) ? b : a));
  const assigned = [...tierTickets.values()].reduce((sum, n) => sum + n, 0);
  tierTickets.set(largest, tierTickets.get(largest)! + CASE_TICKETS_TOTAL - assigned);

  const seen = new Map<CaseRarity, number>();
  return rarities.map((rarity) => {
    const index = seen.get(rarity) ?? 0;
    seen.set(rarity, index + 1);
    const tickets = tierTickets.get(rarity)!;
    const items = counts.get(rarity)!;
    return Math.floor(tickets / items) + (index < tickets % items ? 1 : 0);
  });
}
