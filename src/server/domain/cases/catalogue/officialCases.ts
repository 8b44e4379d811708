import { officialTickets } from '../../../../../games/case-unbox/core/officialOdds';
import type { CaseRarity } from '../../../../shared/contract';
import { catalogueImageAddress } from '../../../../shared/catalogue-image-address';
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

/** A data set picture's address on this site ("/images/<file>" -> "/api/images/<file>"). */
const addressOf = (path: string | null) => (path === null ? null : catalogueImageAddress(path));

/**
 * The picture an answer built now carries: its address on this site, which serves it
 * resized from CATALOGUE_IMAGE_BASE (catalogueImages/), or null where no base is set. Never
 * a third-party address: the browser only ever asks this site.
 */
export const imageOf = (path: string | null, base: string | null) =>
  base === null ? null : addressOf(path);

/**
 * The site's own cases: every weapon case of the catalogue, with CS2's published odds and
 * the feed's prices. An item the feed cannot price makes its case fail loudly: a case must
 * never be priced from a guess. Stored cases keep their pictures' site addresses whatever
 * the setting at seeding: the web app asks for them only while the site serves pictures
 * (the page's client config), and draws placeholders otherwise.
 */
export async function officialCaseDefinitions(feed: PriceFeed): Promise<CaseDefinition[]> {
  const prices = await feed.prices([...itemsById.values()].map((item) => item.name));
  return catalogue.cases.map((box) => {
    const items = box.items.map((id) => itemsById.get(id)!);
    const tickets = officialTickets(items.map((item) => item.rarity));
    return {
      slug: box.slug,
      name: box.name,
      image: addressOf(box.image),
      items: items.map((item, index) => {
        const price = prices.get(item.name);
        if (price === undefined) throw new Error(`${feed.name} has no price for ${item.name}`);
        return {
          id: item.id,
          name: item.name,
          image: addressOf(item.image),
          rarity: item.rarity,
          price,
          tickets: tickets[index]!,
        };
      }),
    };
  });
}
