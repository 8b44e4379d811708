import { officialTickets } from '../../../../../games/case-unbox/core/officialOdds';
import type { CaseRarity } from '../../../../shared/contract';
import type { CaseDefinition } from '../caseDefinition';
import type { PriceFeed } from '../pricing/priceFeed';
import catalogue from './cs2-cases.json';

interface CatalogueItem {
  id: string;
  name: string;
  rarity: CaseRarity;
  image: string | null;
}

const itemsById = new Map(
  (catalogue.items as CatalogueItem[]).map((item) => [item.id, item] as const),
);

/** Images are paths in the data set; with no base configured, none is shown (no third party). */
const imageOf = (path: string | null, base: string | null) =>
  path === null || base === null ? null : `${base}${path}`;

/**
 * The site's own cases: every weapon case of the catalogue, with CS2's published odds and
 * the feed's prices. An item the feed cannot price makes its case fail loudly: a case must
 * never be priced from a guess.
 */
export async function officialCaseDefinitions(
  feed: PriceFeed,
  imageBase: string | null,
): Promise<CaseDefinition[]> {
  const prices = await feed.prices([...itemsById.values()].map((item) => item.name));
  return catalogue.cases.map((box) => {
    const items = box.items.map((id) => itemsById.get(id)!);
    const tickets = officialTickets(items.map((item) => item.rarity));
    return {
      slug: box.slug,
      name: box.name,
      image: imageOf(box.image, imageBase),
      items: items.map((item, index) => {
        const price = prices.get(item.name);
        if (price === undefined) throw new Error(`${feed.name} has no price for ${item.name}`);
        return {
          id: item.id,
          name: item.name,
          image: imageOf(item.image, imageBase),
          rarity: item.rarity,
          price,
          tickets: tickets[index]!,
        };
      }),
    };
  });
}
