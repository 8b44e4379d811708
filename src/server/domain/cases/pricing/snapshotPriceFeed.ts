import snapshot from './price-snapshot.json';
import type { PriceFeed } from './priceFeed';

/** The dated local snapshot: the offline default, and the fallback for unknown names. */
export class SnapshotPriceFeed implements PriceFeed {
  readonly name = `snapshot of ${snapshot.date}`;
  private readonly table = new Map(Object.entries(snapshot.prices as Record<string, number>));

  async prices(names: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const name of names) {
      const price = this.table.get(name);
      if (price !== undefined) found.set(name, price);
    }
    return found;
  }
}
