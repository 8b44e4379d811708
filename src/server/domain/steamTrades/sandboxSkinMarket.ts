import { randomBytes, randomUUID } from 'node:crypto';
import type { TradeUrl } from '../../../shared/steam-trade-url';
import type {
  MarketListing,
  MarketPurchase,
  MarketTrade,
  MarketTradeQuery,
  SkinMarket,
} from './skinMarket';

interface SandboxTrade {
  reference: string;
  marketTradeId: string;
  steamOfferId: string;
  sentAt: number;
  /** What the operator decided; otherwise the player "accepts" after acceptAfterMs. */
  decided: 'ACCEPTED' | 'CANCELLED' | null;
}

/**
 * The market of the offline demo: every catalogue skin is listed at the price asked, a
 * purchase "sends" a Steam offer at once, and the player accepts it `acceptAfterMs` later.
 * The operator (or a test) can instead accept or cancel a trade, or take an item off sale.
 * Trades live in this process's memory: after a restart the market knows none of them, and
 * the poller fails what is still in flight (the skin goes back to the player).
 */
export class SandboxSkinMarket implements SkinMarket {
  readonly name = 'sandbox';
  private readonly byReference = new Map<string, SandboxTrade>();
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
    const known = this.byReference.get(reference);
    if (known) return { ok: true, marketTradeId: known.marketTradeId };
    const trade: SandboxTrade = {
      reference,
      marketTradeId: `sandbox-${randomBytes(6).toString('hex')}`,
      steamOfferId: String(5_000_000_000 + randomBytes(4).readUInt32BE()),
      sentAt: this.now(),
      decided: null,
    };
    this.byReference.set(reference, trade);
    return { ok: true, marketTradeId: trade.marketTradeId };
  }

  async trades(queries: readonly MarketTradeQuery[]): Promise<MarketTrade[]> {
    return queries.flatMap(({ reference }) => {
      const trade = this.byReference.get(reference);
      return trade ? [this.stateOf(trade)] : [];
    });
  }

  /** Operator: the player accepted (or declined) the offer of our offer `reference`. */
  decide(reference: string, outcome: 'ACCEPTED' | 'CANCELLED'): boolean {
    const trade = this.byReference.get(reference);
    if (!trade || this.stateOf(trade).state !== 'SENT') return false;
    trade.decided = outcome;
    return true;
  }

  /** Operator: nobody sells this market name (purchases fail as a real market's would). */
  takeOffSale(marketName: string): void {
    this.offSale.add(marketName);
  }

  private stateOf(trade: SandboxTrade): MarketTrade {
    const accepted = this.now() - trade.sentAt >= this.acceptAfterMs;
    const state = trade.decided ?? (accepted ? 'ACCEPTED' : 'SENT');
    return {
      reference: trade.reference,
      marketTradeId: trade.marketTradeId,
      state,
      steamOfferId: trade.steamOfferId,
      reason: state === 'CANCELLED' ? 'The trade offer was declined' : null,
    };
  }
}
