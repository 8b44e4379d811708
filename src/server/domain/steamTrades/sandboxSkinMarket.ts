import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TradeUrl } from '../../../shared/steam-trade-url';
import type {
  MarketListing,
  MarketPurchase,
  MarketTrade,
  MarketTradeQuery,
  SkinMarket,
} from './skinMarket';

/** `sandbox-<sent at, ms>-<random>`: the id itself says when the offer went out. */
const TRADE_ID = /^sandbox-(\d{1,15})-[0-9a-f]{12}$/;

/**
 * The market of the offline demo: every catalogue skin is listed at the price asked, a
 * purchase "sends" a Steam offer at once, and the player accepts it `acceptAfterMs` later.
 * Its answer about a trade comes from the trade id alone, which the poller reads from the
 * offer's row: every process of a cluster, and a restarted one, answers the same.
 * Tests may decide a trade or take a name off sale; those overrides live in this instance.
 */
export class SandboxSkinMarket implements SkinMarket {
  readonly name = 'sandbox';
  /** Trades bought here, by our reference: a repeated purchase is the same trade. */
  private readonly bought = new Map<string, string>();
  private readonly decided = new Map<string, 'ACCEPTED' | 'CANCELLED'>();
  private readonly offSale = new Set<string>();

  constructor(
    private readonly acceptAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async findListing(marketNames: readonly string[], maxPrice: number) {
    const name = marketNames.find((candidate) => !this.offSale.has(candidate));
    if (!name || maxPrice < 1) return null;
    return { listingId: randomUUID(), marketName: name, price: maxPrice };
  }

  async buy(listing: MarketListing, _to: TradeUrl, reference: string): Promise<MarketPurchase> {
    if (this.offSale.has(listing.marketName))
      return { ok: false, reason: 'The item was sold to someone else' };
    const known = this.bought.get(reference);
    if (known) return { ok: true, marketTradeId: known };
    const marketTradeId = `sandbox-${this.now()}-${randomBytes(6).toString('hex')}`;
    this.bought.set(reference, marketTradeId);
    return { ok: true, marketTradeId };
  }

  async trades(queries: readonly MarketTradeQuery[]): Promise<MarketTrade[]> {
    return queries.flatMap(({ reference, marketTradeId }) => {
      const id = marketTradeId ?? this.bought.get(reference);
      return id ? [this.stateOf(reference, id)] : [];
    });
  }

  /** Test hook: the player accepted (or declined) the offer of our offer `reference`. */
  decide(reference: string, outcome: 'ACCEPTED' | 'CANCELLED'): boolean {
    const id = this.bought.get(reference);
    if (!id || this.stateOf(reference, id).state !== 'SENT') return false;
    this.decided.set(reference, outcome);
    return true;
  }

  /** Test hook: nobody sells this market name (purchases fail as a real market's would). */
  takeOffSale(marketName: string): void {
    this.offSale.add(marketName);
  }

  private stateOf(reference: string, marketTradeId: string): MarketTrade {
    const sentAt = TRADE_ID.exec(marketTradeId)?.[1];
    // An id from before ids said when they were sent: that trade cannot be followed.
    if (sentAt === undefined)
      return {
        reference,
        marketTradeId,
        state: 'CANCELLED',
        steamOfferId: null,
        reason: 'The sandbox market has no record of this trade',
      };
    const accepted = this.now() - Number(sentAt) >= this.acceptAfterMs;
    const state = this.decided.get(reference) ?? (accepted ? 'ACCEPTED' : 'SENT');
    return {
      reference,
      marketTradeId,
      state,
      steamOfferId: steamOfferIdOf(marketTradeId),
      reason: state === 'CANCELLED' ? 'The trade offer was declined' : null,
    };
  }
}

/** A Steam-like offer number, the same from any process. */
function steamOfferIdOf(marketTradeId: string): string {
  return String(
    5_000_000_000 + createHash('sha256').update(marketTradeId).digest().readUInt32BE(0),
  );
}
