import { describe, expect, it } from 'vitest';
import type { PriceFeed } from '../pricing/priceFeed';
import { SnapshotPriceFeed } from '../pricing/snapshotPriceFeed';
import { CATALOGUE_PRICES_TTL_MS, CatalogueItems } from './catalogueItems';
import catalogue from './cs2-cases.json';
import { imageOf } from './officialCases';
import { imageUrlSchema } from '../../../../shared/contract/common';

/** The snapshot, counting its reads; `failing` makes the next reads throw. */
function countingFeed() {
  const snapshot = new SnapshotPriceFeed();
  const feed = {
    reads: 0,
    failing: false as boolean,
    name: 'counting',
    async prices(names: readonly string[]) {
      feed.reads += 1;
      if (feed.failing) throw new Error('feed down');
      return snapshot.prices(names);
    },
  } satisfies PriceFeed & { reads: number; failing: boolean };
  return feed;
}

describe('CatalogueItems', () => {
  it('lists every catalogue item by name, a page at a time', async () => {
    const items = new CatalogueItems(countingFeed(), null);
    const first = await items.search({ limit: 60 });
    expect(first.total).toBe(catalogue.items.length);
    expect(first.pageCount).toBe(Math.ceil(catalogue.items.length / 60));
    const names = first.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const last = await items.search({ limit: 60, page: first.pageCount });
    expect(last.items.length).toBe(catalogue.items.length - 60 * (first.pageCount - 1));
    expect((await items.search({ limit: 60, page: first.pageCount + 1 })).items).toEqual([]);
  });

  it('gives images under the configured base only', async () => {
    const bare = await new CatalogueItems(countingFeed(), null).search({ search: 'karambit' });
    expect(bare.items.every((i) => i.image === null)).toBe(true);
    const based = await new CatalogueItems(countingFeed(), 'https://img.example').search({
      search: 'karambit',
    });
    const shown = catalogue.items.filter((i) => /karambit/i.test(i.name));
    expect(based.items.map((i) => i.image)).toEqual(
      based.items.map((i) =>
        imageOf(shown.find((c) => c.id === i.id)!.image, 'https://img.example'),
      ),
    );
    expect(based.items.every((i) => imageUrlSchema.safeParse(i.image).success)).toBe(true);
  });

  it('reads the feed once per period, for every search and look-up', async () => {
    let now = 1_000;
    const feed = countingFeed();
    const items = new CatalogueItems(feed, null, () => now);
    await Promise.all([items.search({}), items.search({ search: 'awp' }), items.lookUp(['x'])]);
    expect(feed.reads).toBe(1);
    now += CATALOGUE_PRICES_TTL_MS - 1;
    await items.search({});
    expect(feed.reads).toBe(1);
    now += 1;
    await items.search({});
    expect(feed.reads).toBe(2);
  });

  it('answers 503 while the feed fails, and tries it again on the next request', async () => {
    const feed = countingFeed();
    feed.failing = true;
    const items = new CatalogueItems(feed, null);
    await expect(items.search({})).rejects.toMatchObject({
      code: 'PRICES_UNAVAILABLE',
      status: 503,
    });
    feed.failing = false;
    const page = await items.search({});
    expect(page.items[0]!.price).not.toBeNull();
    expect(feed.reads).toBe(2);
  });

  it("looks items up by id at today's prices, leaving out unknown ids", async () => {
    const items = new CatalogueItems(countingFeed(), null);
    const [known] = catalogue.items;
    const found = await items.lookUp([known!.id, 'no-such-item']);
    expect([...found.keys()]).toEqual([known!.id]);
    expect(found.get(known!.id)).toMatchObject({ name: known!.name, price: expect.any(Number) });
  });
});
