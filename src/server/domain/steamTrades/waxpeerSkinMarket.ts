import { z } from 'zod';
import type { TradeUrl } from '../../../shared/steam-trade-url';
import type {
  MarketListing,
  MarketPurchase,
  MarketTrade,
  MarketTradeQuery,
  MarketTradeState,
  SkinMarket,
} from './skinMarket';

// Waxpeer's public API v1 (https://api.waxpeer.com/docs), as documented: every call is a GET
// with the key in `api`, prices in thousandths of a dollar, and every answer carries
// `success` (false with `msg` on a refusal).

const refusal = z.object({ success: z.literal(false), msg: z.string().nullish() });

const searchAnswer = z.object({
  success: z.literal(true),
  items: z.array(
    z.looseObject({ name: z.string(), price: z.number().int(), item_id: z.coerce.string() }),
  ),
});

const buyAnswer = z.object({
  success: z.literal(true),
  id: z.union([z.number().int(), z.string().min(1)]),
});

const tradesAnswer = z.object({
  success: z.literal(true),
  trades: z.array(
    z.looseObject({
      id: z.union([z.number().int(), z.string().min(1)]),
      status: z.number().int(),
      project_id: z.string().nullish(),
      trade_id: z.union([z.number(), z.string()]).nullish(),
      done: z.boolean().nullish(),
      reason: z.string().nullish(),
    }),
  ),
});

/** Documented trade statuses: 5 the buyer accepted, 6 cancelled (with a reason); others in flight. */
const ACCEPTED_STATUS = 5;
const CANCELLED_STATUS = 6;

export class WaxpeerSkinMarket implements SkinMarket {
  readonly name = 'waxpeer';

  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async findListing(marketNames: readonly string[], maxPrice: number) {
    const params = new URLSearchParams({ game: 'csgo' });
    for (const name of marketNames) params.append('names', name);
    const body = await this.call('search-items-by-name', params);
    const { items } = parseOrThrow(searchAnswer, body, 'search-items-by-name');
    const wanted = new Set(marketNames);
    const affordable = items
      .filter((item) => wanted.has(item.name) && item.price > 0 && item.price <= maxPrice)
      .sort((a, b) => a.price - b.price);
    const cheapest = affordable[0];
    return cheapest
      ? { listingId: cheapest.item_id, marketName: cheapest.name, price: cheapest.price }
      : null;
  }

  async buy(listing: MarketListing, to: TradeUrl, reference: string): Promise<MarketPurchase> {
    const body = await this.call(
      'buy-one-p2p',
      new URLSearchParams({
        item_id: listing.listingId,
        price: String(listing.price),
        token: to.token,
        partner: to.partner,
        project_id: reference,
      }),
    );
    const refused = refusal.safeParse(body);
    if (refused.success) return { ok: false, reason: refused.data.msg || 'The market refused' };
    const { id } = parseOrThrow(buyAnswer, body, 'buy-one-p2p');
    return { ok: true, marketTradeId: String(id) };
  }

  async trades(queries: readonly MarketTradeQuery[]): Promise<MarketTrade[]> {
    const known = queries.filter((q) => q.marketTradeId !== null);
    const unknown = queries.filter((q) => q.marketTradeId === null);
    const found: MarketTrade[] = [];
    // Bought trades by the market's id; a purchase whose answer was lost by our reference.
    for (let i = 0; i < known.length; i += 50) {
      const batch = known.slice(i, i + 50);
      const byId = new Map(batch.map((q) => [q.marketTradeId!, q.reference]));
      found.push(
        ...(await this.check('check-many-steam', [...byId.keys()], (t) => byId.get(t.id))),
      );
    }
    for (let i = 0; i < unknown.length; i += 50) {
      const refs = new Set(unknown.slice(i, i + 50).map((q) => q.reference));
      found.push(
        ...(await this.check('check-many-project-id', [...refs], (t) =>
          t.project_id && refs.has(t.project_id) ? t.project_id : undefined,
        )),
      );
    }
    return found;
  }

  private async check(
    method: string,
    ids: string[],
    referenceOf: (trade: { id: string; project_id?: string | null }) => string | undefined,
  ): Promise<MarketTrade[]> {
    const params = new URLSearchParams();
    for (const id of ids) params.append('id', id);
    const { trades } = parseOrThrow(tradesAnswer, await this.call(method, params), method);
    return trades.flatMap((trade) => {
      const id = String(trade.id);
      const reference = referenceOf({ id, project_id: trade.project_id });
      if (!reference) return [];
      const steamOfferId = trade.trade_id ? String(trade.trade_id) : null;
      return [
        {
          reference,
          marketTradeId: id,
          state: stateOf(trade.status, steamOfferId),
          steamOfferId,
          reason: trade.reason || null,
        },
      ];
    });
  }

  private async call(method: string, params: URLSearchParams): Promise<unknown> {
    const url = new URL(`${this.apiUrl.replace(/\/+$/, '')}/v1/${method}`);
    url.searchParams.set('api', this.apiKey);
    for (const [key, value] of params) url.searchParams.append(key, value);
    const response = await this.fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    // The URL carries the key: errors name the method and status only.
    if (!response.ok) throw new Error(`Waxpeer ${method} answered ${response.status}`);
    return response.json();
  }
}

function stateOf(status: number, steamOfferId: string | null): MarketTradeState {
  if (status === ACCEPTED_STATUS) return 'ACCEPTED';
  if (status === CANCELLED_STATUS) return 'CANCELLED';
  return steamOfferId ? 'SENT' : 'PENDING';
}

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown, method: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const refused = refusal.safeParse(body);
  throw new Error(
    refused.success
      ? `Waxpeer ${method} refused: ${refused.data.msg ?? 'no reason given'}`
      : `Waxpeer ${method} answered an unexpected shape`,
  );
}
