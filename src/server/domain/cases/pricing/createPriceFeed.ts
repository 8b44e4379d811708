import type { Config } from '../../../config';
import type { PriceFeed } from './priceFeed';
import { SkinportPriceFeed } from './skinportPriceFeed';
import { SnapshotPriceFeed } from './snapshotPriceFeed';

/** The configured feed; names it cannot price fall back to the dated snapshot. */
export function createPriceFeed(config: Pick<Config, 'priceFeed'>): PriceFeed {
  const snapshot = new SnapshotPriceFeed();
  if (config.priceFeed.kind === 'snapshot') return snapshot;
  const market = new SkinportPriceFeed(config.priceFeed.skinportApiBase);
  return {
    name: `${market.name}, then ${snapshot.name}`,
    async prices(names) {
      const found = await market.prices(names);
      const missing = names.filter((name) => !found.has(name));
      for (const [name, price] of await snapshot.prices(missing)) found.set(name, price);
      return found;
    },
  };
}
