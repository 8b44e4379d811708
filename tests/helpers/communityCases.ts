import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import type { CatalogueItem } from '../../src/shared/contract/catalogue';
import type { Client } from './testApp';

/** The dated snapshot, less the names given: those items have no price. */
export function feedWithout(...unpriced: string[]): PriceFeed {
  const snapshot = new SnapshotPriceFeed();
  return {
    name: 'snapshot with gaps',
    async prices(names) {
      return snapshot.prices(names.filter((name) => !unpriced.includes(name)));
    },
  };
}

/** Catalogue items matching `search`, priced, cheapest first. */
export async function pricedItems(client: Client, search: string): Promise<CatalogueItem[]> {
  const res = await client.get(
    `/api/catalogue/items?search=${encodeURIComponent(search)}&sort=price-asc&limit=60`,
  );
  if (res.status !== 200) throw new Error(`catalogue: ${JSON.stringify(res.body)}`);
  return (res.body.items as CatalogueItem[]).filter((item) => item.price !== null);
}

let made = 0;

/** A name no other test has used: letters and digits only, as the name rules want. */
export function freshCaseName(prefix = 'Test Case'): string {
  made += 1;
  return `${prefix} ${made}${Date.now().toString(36).slice(-5)}`;
}
