import { CONVERSION_FACTOR } from '../../../shared/money';
import type { TradeUrl } from '../../../shared/steam-trade-url';
import { marketNameOf } from '../marketName';

/**
 * A skin market that sells to our players' Steam accounts: find a listing of a catalogue
 * item at or under a price, buy it (the market has the seller send a Steam trade offer to
 * the trade URL), and read how each bought trade stands. Prices are the market's unit:
 * thousandths of a US dollar (Waxpeer's $1 = 1000).
 */
export interface SkinMarket {
  /** Stored with each offer, so the poller asks the market that bought it. */
  readonly name: string;
  /** The cheapest listing of any of `marketNames` at or under `maxPrice`; null when none. */
  findListing(marketNames: readonly string[], maxPrice: number): Promise<MarketListing | null>;
  /**
   * Buys the listing for the trade URL. `reference` is our offer id: the market keeps it, so
   * a purchase whose answer was lost can still be found. A refusal is an answer, not a throw;
   * a throw means the outcome is unknown.
   */
  buy(listing: MarketListing, to: TradeUrl, reference: string): Promise<MarketPurchase>;
  /** How the trades stand; a trade the market does not know is left out. */
  trades(queries: readonly MarketTradeQuery[]): Promise<MarketTrade[]>;
}

export interface MarketListing {
  listingId: string;
  marketName: string;
  price: number;
}

export type MarketPurchase = { ok: true; marketTradeId: string } | { ok: false; reason: string };

/** Our reference, and the market's trade id once a purchase answered one. */
export interface MarketTradeQuery {
  reference: string;
  marketTradeId: string | null;
}

/** PENDING: bought, the seller has not sent yet; SENT: a Steam offer waits for the player. */
export type MarketTradeState = 'PENDING' | 'SENT' | 'ACCEPTED' | 'CANCELLED';

export interface MarketTrade {
  reference: string;
  marketTradeId: string;
  state: MarketTradeState;
  steamOfferId: string | null;
  reason: string | null;
}

/** The wears a catalogue name can be bought in, the typical opened exterior first. */
const WEARS = ['Field-Tested', 'Minimal Wear', 'Well-Worn', 'Factory New', 'Battle-Scarred'];

/** The market hash names a catalogue item sells under (vanilla knives have no wear). */
export function marketNamesOf(catalogueName: string): string[] {
  const market = marketNameOf(catalogueName);
  return [...WEARS.map((wear) => `${market} (${wear})`), market];
}

/**
 * The most the market may charge for a skin paid `gems` hundredths: its dollar value at the
 * cashier's conversion factor, rounded down, so a purchase never costs more than it was sold for.
 */
export function marketPriceCap(gems: number): number {
  // hundredths / 100 gems / factor dollars * 1000 = hundredths * 10 / factor, in integers.
  return Math.floor((gems * 10_000) / Math.round(CONVERSION_FACTOR * 1000));
}
