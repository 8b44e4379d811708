import { CONVERSION_FACTOR } from '../../../../shared/money';
import { marketNameOf } from '../../marketName';

// Skinport's public items list (GET /v1/items?app_id=730&currency=USD) as documented: one
// entry per market name with a wear, StatTrak and Souvenir apart; prices in the currency
// asked for, null when nothing is listed.

export interface SkinportItem {
  market_hash_name: string;
  currency: string;
  suggested_price: number | null;
  median_price?: number | null;
  min_price: number | null;
  quantity: number;
}

/** The wear a case price is quoted at, then the next best: the typical opened exterior first. */
const WEARS = ['Field-Tested', 'Minimal Wear', 'Well-Worn', 'Factory New', 'Battle-Scarred'];

function usdOf(item: SkinportItem): number | null {
  return item.suggested_price ?? item.median_price ?? item.min_price ?? null;
}

/**
 * Our names' prices from the list, in gem hundredths (USD times the conversion factor).
 * A name takes its first quoted wear in WEARS order, or its own entry when it has no wear
 * (vanilla knives). StatTrak and Souvenir entries never count.
 */
export function pricesFromSkinport(
  list: readonly SkinportItem[],
  names: readonly string[],
): Map<string, number> {
  const byMarketName = new Map<string, SkinportItem>();
  for (const item of list) {
    if (item.currency !== 'USD') continue;
    byMarketName.set(item.market_hash_name, item);
  }
  const prices = new Map<string, number>();
  for (const name of names) {
    // Every phase of a Doppler shares the market's one quote for its finish.
    const market = marketNameOf(name);
    for (const candidate of [...WEARS.map((wear) => `${market} (${wear})`), market]) {
      const entry = byMarketName.get(candidate);
      const usd = entry ? usdOf(entry) : null;
      if (usd !== null && usd > 0) {
        prices.set(name, Math.max(1, Math.round(usd * CONVERSION_FACTOR * 100)));
        break;
      }
    }
  }
  return prices;
}

/** Parses the documented answer, refusing anything else with a clear message. */
export function parseSkinportList(body: unknown): SkinportItem[] {
  if (!Array.isArray(body)) throw new Error('Skinport answered something other than a list');
  return body.filter(
    (entry): entry is SkinportItem =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as SkinportItem).market_hash_name === 'string' &&
      typeof (entry as SkinportItem).currency === 'string',
  );
}
