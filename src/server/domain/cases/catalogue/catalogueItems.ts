import {
  CATALOGUE_PAGE_SIZE_DEFAULT,
  type CatalogueItem,
  type CataloguePage,
  type CatalogueQuery,
} from '../../../../shared/contract/catalogue';
import type { CaseRarity } from '../../../../shared/rarities';
import { DomainError } from '../../errors';
import type { PriceFeed } from '../pricing/priceFeed';
import catalogue from './cs2-cases.json';
import { marketNameOf } from '../../marketName';
import { imageOf } from './officialCases';

/** How long one read of the price feed serves searches and new cases. */
export const CATALOGUE_PRICES_TTL_MS = 10 * 60_000;

interface Entry {
  id: string;
  name: string;
  rarity: CaseRarity;
  image: string | null;
}

const ENTRIES = (catalogue.items as Entry[]).slice().sort((a, b) => a.name.localeCompare(b.name));

const pricesUnavailable = () =>
  new DomainError(
    'PRICES_UNAVAILABLE',
    'Item prices are unavailable right now: please try again in a minute',
    503,
  );

/**
 * The CS2 catalogue with the feed's prices. The feed is read once for every item and kept
 * for CATALOGUE_PRICES_TTL_MS (one Skinport list call serves all names; the snapshot is
 * instant), so a search costs no network and a builder sees the prices a new case is
 * priced with. Concurrent readers share one read; a failed read is not kept.
 */
export class CatalogueItems {
  private prices: { at: number; map: Promise<Map<string, number>> } | undefined;
  private readonly byId = new Map(ENTRIES.map((entry) => [entry.id, entry] as const));

  constructor(
    private readonly feed: PriceFeed,
    private readonly imageBase: string | null,
    private readonly now: () => number = Date.now,
  ) {}

  async search(query: CatalogueQuery): Promise<CataloguePage> {
    const prices = await this.priceMap();
    const needle = query.search?.toLowerCase() ?? '';
    const bounded = query.minPrice !== undefined || query.maxPrice !== undefined;
    const min = query.minPrice ?? 0;
    const max = query.maxPrice ?? Number.MAX_SAFE_INTEGER;
    const matching = ENTRIES.filter((entry) => {
      if (needle && !entry.name.toLowerCase().includes(needle)) return false;
      if (!bounded) return true;
      const price = prices.get(entry.name);
      return price !== undefined && price >= min && price <= max;
    }).map((entry) => this.itemOf(entry, prices));
    const sorted = sortItems(matching, query.sort ?? 'name');
    const limit = query.limit ?? CATALOGUE_PAGE_SIZE_DEFAULT;
    const page = query.page ?? 1;
    return {
      items: sorted.slice((page - 1) * limit, page * limit),
      total: sorted.length,
      page,
      pageCount: Math.ceil(sorted.length / limit),
    };
  }

  /** The items of `ids` at today's prices (price null when unpriced); unknown ids are absent. */
  async lookUp(ids: readonly string[]): Promise<Map<string, CatalogueItem>> {
    const prices = await this.priceMap();
    const found = new Map<string, CatalogueItem>();
    for (const id of ids) {
      const entry = this.byId.get(id);
      if (entry) found.set(id, this.itemOf(entry, prices));
    }
    return found;
  }

  /**
   * Today's catalogue items under the names the market lists them (a Doppler's phases share
   * one name: its cheapest phase answers, so a skin is never valued above its lowest phase).
   * Unpriced items are absent.
   */
  async byMarketName(): Promise<Map<string, CatalogueItem & { price: number }>> {
    const prices = await this.priceMap();
    const found = new Map<string, CatalogueItem & { price: number }>();
    for (const entry of ENTRIES) {
      const item = this.itemOf(entry, prices);
      if (item.price === null || item.price <= 0) continue;
      const name = marketNameOf(entry.name);
      const known = found.get(name);
      if (!known || item.price < known.price) found.set(name, { ...item, price: item.price });
    }
    return found;
  }

  private itemOf(entry: Entry, prices: Map<string, number>): CatalogueItem {
    return {
      id: entry.id,
      name: entry.name,
      image: imageOf(entry.image, this.imageBase),
      rarity: entry.rarity,
      price: prices.get(entry.name) ?? null,
    };
  }

  private async priceMap(): Promise<Map<string, number>> {
    const now = this.now();
    let read = this.prices;
    if (!read || now - read.at >= CATALOGUE_PRICES_TTL_MS) {
      const fresh = { at: now, map: this.feed.prices(ENTRIES.map((entry) => entry.name)) };
      this.prices = read = fresh;
      // A failed read is forgotten, so the next request tries the feed again.
      fresh.map.catch(() => {
        if (this.prices === fresh) this.prices = undefined;
      });
    }
    try {
      return await read.map;
    } catch {
      throw pricesUnavailable();
    }
  }
}

/** Name order, or price order with unpriced items last; ties keep name order. */
function sortItems(items: CatalogueItem[], sort: NonNullable<CatalogueQuery['sort']>) {
  if (sort === 'name') return items;
  const sign = sort === 'price-asc' ? 1 : -1;
  return items.slice().sort((a, b) => {
    if (a.price === null || b.price === null)
      return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return sign * (a.price - b.price);
  });
}
