import type { PriceFeed } from './priceFeed';
import { parseSkinportList, pricesFromSkinport } from './skinportPrices';

const TIMEOUT_MS = 20_000;

/** Market prices from Skinport's public API; one list call serves every name. */
export class SkinportPriceFeed implements PriceFeed {
  readonly name = 'skinport';

  constructor(
    private readonly apiBase: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async prices(names: readonly string[]): Promise<Map<string, number>> {
    const url = `${this.apiBase}/v1/items?app_id=730&currency=USD&tradable=0`;
    const res = await this.fetchImpl(url, {
      // Skinport serves this list compressed and asks clients to accept brotli.
      headers: { accept: 'application/json', 'accept-encoding': 'br' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Skinport answered HTTP ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new Error('Skinport answered with malformed JSON');
    }
    return pricesFromSkinport(parseSkinportList(body), names);
  }
}
