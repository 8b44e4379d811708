import { randomUUID } from 'node:crypto';
import type { CatalogueItem } from '../../../shared/contract/catalogue';
import type { SteamSkin, TradeOffer, TradeOfferState } from '../../../shared/contract/steamTrades';
import { parseTradeUrl } from '../../../shared/steam-trade-url';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { DomainError, conflict, notFound } from '../errors';
import type { Notifications } from '../notifications';
import type { Wallet } from '../wallet';
import { type MarketTrade, type SkinMarket, marketNamesOf, marketPriceCap } from './skinMarket';
import {
  type OfferRow,
  type SkinRow,
  flagOffer,
  insertOffer,
  listOffers,
  listSkins,
  lockSkins,
  markSkins,
  moveOffer,
  openOffers,
  readTradeUrl,
  saveTradeUrl,
  insertSkin,
} from './steamTradeRecords';
import { tradeOfferNotice } from './tradeOfferNotices';

export interface SteamTradesSettings {
  /** How often the poller asks the market about offers in flight. */
  pollIntervalMs: number;
  /**
   * An offer with no market trade id that the market still does not know this long after it
   * was made is failed: the purchase never happened (the process stopped before buying).
   */
  lostAfterMs: number;
  /**
   * An offer the market bought (it has a market trade id) is never given back for the
   * market's silence, since the market may still deliver; this long after it was made, an
   * operator is told instead.
   */
  attentionAfterMs: number;
}

/** The reason an offer flagged for an operator shows while it stays in flight. */
export const NEEDS_OPERATOR =
  'The market has not reported this trade for a day; our team is checking it';

export const noTradeUrl = () =>
  conflict('NO_TRADE_URL', 'Save your Steam trade URL before withdrawing');
export const skinNotHeld = () => notFound('This skin is not in your inventory');
export const skinBusy = () =>
  conflict('SKIN_NOT_HELD', 'This skin is being withdrawn, or was withdrawn or staked already');

/** Offers read per poll; the oldest-updated first, so none starves. */
const POLL_BATCH = 100;

/**
 * Skins bought with gems and their withdrawal to Steam through a SkinMarket. A withdrawal
 * locks the skins' rows and marks them WITHDRAWING with one PENDING offer each, in one
 * transaction (two requests at once: the second finds them taken). Each offer then only
 * moves forward by a conditional update (PENDING -> SENT -> ACCEPTED, or to CANCELLED or
 * FAILED), and the skin goes back to HELD in the transaction that ends its offer that way,
 * so however many pollers see the same answer, a skin returns exactly once.
 */
export class SteamTrades {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private onAttention: (offer: OfferRow) => void = () => {};

  constructor(
    private readonly deps: {
      db: Database;
      wallet: Wallet;
      /** Catalogue items at today's prices (cases/catalogue/catalogueItems.ts, wired in). */
      catalogue: { lookUp(ids: readonly string[]): Promise<Map<string, CatalogueItem>> };
      notifications: Notifications;
      market: SkinMarket;
    },
    private readonly settings: SteamTradesSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get market(): SkinMarket {
    return this.deps.market;
  }

  async tradeUrlOf(userId: string): Promise<string | null> {
    return autocommit(this.deps.db, (tx) => readTradeUrl(tx, userId));
  }

  async setTradeUrl(userId: string, input: string): Promise<string> {
    const parsed = parseTradeUrl(input);
    if (!parsed) throw new DomainError('BAD_TRADE_URL', 'This is not a Steam trade URL', 400);
    await autocommit(this.deps.db, (tx) => saveTradeUrl(tx, userId, parsed.url));
    return parsed.url;
  }

  /** The skins a player holds or is withdrawing, and their latest offers. */
  async overview(userId: string) {
    const read = await autocommit(this.deps.db, async (tx) => ({
      tradeUrl: await readTradeUrl(tx, userId),
      skins: await listSkins(tx, userId),
      offers: (await listOffers(tx, userId, 50)).map(offerOf),
    }));
    const items = await this.deps.catalogue.lookUp([...new Set(read.skins.map((s) => s.item_id))]);
    return {
      ...read,
      skins: read.skins.map((row) => ({
        ...this.skinOf(row),
        image: items.get(row.item_id)?.image ?? null,
        value: items.get(row.item_id)?.price ?? null,
      })),
    };
  }

  /** Buys a catalogue skin at today's price with the player's gems. */
  async buySkin(userId: string, itemId: string) {
    const item = (await this.deps.catalogue.lookUp([itemId])).get(itemId);
    if (!item) throw notFound('This item does not exist');
    if (item.price === null || item.price <= 0)
      throw conflict('ITEM_UNPRICED', 'This item has no price today and cannot be bought');
    const price = item.price;
    const skinId = randomUUID();
    return transact(this.deps.db, async (tx) => {
      const moved = await this.deps.wallet.move(tx, {
        userId,
        amount: -price,
        counterparty: 'house',
        kind: 'skin-purchase',
        reference: skinId,
        idempotencyKey: `skin-purchase:${skinId}`,
      });
      const row = await insertSkin(tx, { id: skinId, userId, itemId, name: item.name, price });
      return {
        skin: { ...this.skinOf(row), image: item.image, value: price },
        balance: moved.balance,
        ledgerPosition: moved.ledgerPosition,
      };
    });
  }

  /**
   * Withdraws held skins: locks them, opens a PENDING offer each and commits; then asks the
   * market to buy each one. Answers the offers as they stand after that first attempt.
   */
  async withdraw(userId: string, skinIds: readonly string[]): Promise<TradeOffer[]> {
    const offers = await transact(this.deps.db, async (tx) => {
      const tradeUrl = await readTradeUrl(tx, userId);
      if (!tradeUrl) throw noTradeUrl();
      const skins = await lockSkins(tx, userId, skinIds);
      if (skins.length !== new Set(skinIds).size) throw skinNotHeld();
      if (skins.some((skin) => skin.state !== 'HELD')) throw skinBusy();
      // A skin leaves the site like a crypto payout: only once every deposit is wagered.
      await this.deps.wallet.lockPlayers(tx, [userId]);
      await this.deps.wallet.assertWagered(tx, userId);
      await markSkins(
        tx,
        skins.map((skin) => skin.id),
        'HELD',
        'WITHDRAWING',
      );
      const made: OfferRow[] = [];
      for (const skin of skins) {
        made.push(
          await insertOffer(tx, {
            id: randomUUID(),
            userId,
            skin,
            market: this.deps.market.name,
            tradeUrl,
            maxPrice: marketPriceCap(skin.price),
          }),
        );
      }
      return made;
    });
    const settled = await Promise.all(offers.map((offer) => this.send(offer)));
    return settled.map(offerOf);
  }

  /**
   * Finds a listing at or under the offer's cap and buys it for the offer's trade URL. A
   * refusal fails the offer; an unknown outcome (the market did not answer) leaves it
   * PENDING for the poller, which finds the purchase by our reference or fails it later.
   */
  async send(offer: OfferRow): Promise<OfferRow> {
    const tradeUrl = parseTradeUrl(offer.trade_url);
    if (!tradeUrl) return (await this.end(offer.id, 'FAILED', 'The trade URL is invalid')) ?? offer;
    try {
      const listing = await this.deps.market.findListing(
        marketNamesOf(offer.name),
        Number(offer.max_price),
      );
      if (!listing)
        return (
          (await this.end(
            offer.id,
            'FAILED',
            'No seller offers this skin at its price right now',
          )) ?? offer
        );
      const bought = await this.deps.market.buy(listing, tradeUrl, offer.id);
      if (!bought.ok) return (await this.end(offer.id, 'FAILED', bought.reason)) ?? offer;
      const marked = await autocommit(this.deps.db, (tx) =>
        moveOffer(tx, offer.id, ['PENDING'], 'PENDING', { marketTradeId: bought.marketTradeId }),
      );
      const [after] = await this.apply([marked ?? offer]);
      return after ?? marked ?? offer;
    } catch {
      return offer;
    }
  }

  /**
   * One pass of the poller: asks the market how the offers in flight stand and moves each
   * forward. Answers how many offers changed.
   */
  async poll(): Promise<number> {
    const open = await autocommit(this.deps.db, (tx) =>
      openOffers(tx, this.deps.market.name, POLL_BATCH),
    );
    if (open.length === 0) return 0;
    const changed = await this.apply(open);
    return changed.filter((after, i) => after.state !== open[i]!.state).length;
  }

  /**
   * Polls on a timer (every process; each change happens once by its conditional update).
   * `onAttention` hears each offer flagged for an operator, once in the cluster.
   */
  start(
    onError: (error: unknown) => void,
    onAttention: (offer: OfferRow) => void = () => {},
  ): void {
    if (this.timer) return;
    this.onAttention = onAttention;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.poll()
        .catch(onError)
        .finally(() => (this.running = undefined));
    }, this.settings.pollIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Reads the market's view of `offers` and applies it; answers each offer afterwards. */
  private async apply(offers: readonly OfferRow[]): Promise<OfferRow[]> {
    const trades = await this.deps.market.trades(
      offers.map((offer) => ({ reference: offer.id, marketTradeId: offer.market_trade_id })),
    );
    const byReference = new Map(trades.map((trade) => [trade.reference, trade]));
    const now = this.clock().getTime();
    const after: OfferRow[] = [];
    for (const offer of offers) {
      const trade = byReference.get(offer.id);
      const moved = trade ? await this.follow(offer, trade) : await this.unreported(offer, now);
      after.push(moved ?? offer);
    }
    return after;
  }

  /**
   * An offer the market did not report. Without a market trade id the purchase may never
   * have happened: after `lostAfterMs` it fails. With one, the market bought the skin and may
   * still deliver it, so it stays in flight (polled again) and is flagged after
   * `attentionAfterMs`: giving it back could send the skin twice.
   */
  private async unreported(offer: OfferRow, now: number): Promise<OfferRow | null> {
    const age = now - offer.created_at.getTime();
    if (!offer.market_trade_id)
      return age >= this.settings.lostAfterMs
        ? this.end(offer.id, 'FAILED', 'The market has no record of this trade')
        : null;
    if (age < this.settings.attentionAfterMs || offer.reason !== null) return null;
    const flagged = await autocommit(this.deps.db, (tx) => flagOffer(tx, offer.id, NEEDS_OPERATOR));
    if (flagged) this.onAttention(flagged);
    return flagged;
  }

  private async follow(offer: OfferRow, trade: MarketTrade): Promise<OfferRow | null> {
    const known = { marketTradeId: trade.marketTradeId, steamOfferId: trade.steamOfferId };
    switch (trade.state) {
      case 'PENDING':
        return null;
      case 'SENT':
        return this.step(offer.id, ['PENDING'], 'SENT', known);
      case 'ACCEPTED':
        return this.step(offer.id, ['PENDING', 'SENT'], 'ACCEPTED', known);
      case 'CANCELLED':
        // An offer cancelled before any Steam offer existed never reached the player: failed.
        return offer.state === 'SENT' || trade.steamOfferId
          ? this.end(offer.id, 'CANCELLED', trade.reason ?? 'The trade offer was cancelled', known)
          : this.end(offer.id, 'FAILED', trade.reason ?? 'The seller did not send the item', known);
    }
  }

  /** Ends an offer in flight as CANCELLED or FAILED and gives the skin back, once. */
  private end(
    offerId: string,
    state: 'CANCELLED' | 'FAILED',
    reason: string,
    known: { marketTradeId?: string | null; steamOfferId?: string | null } = {},
  ): Promise<OfferRow | null> {
    return this.step(offerId, ['PENDING', 'SENT'], state, { ...known, reason });
  }

  /**
   * Moves an offer from one of `from` to `to` with its skin and notice, in one transaction.
   * The update is conditional: when another poller got there first it changes nothing and
   * answers null.
   */
  private step(
    offerId: string,
    from: readonly TradeOfferState[],
    to: TradeOfferState,
    patch: { marketTradeId?: string | null; steamOfferId?: string | null; reason?: string },
  ): Promise<OfferRow | null> {
    return transact(this.deps.db, async (tx) => {
      const moved = await moveOffer(tx, offerId, from, to, patch);
      if (!moved) return null;
      if (to === 'ACCEPTED') await markSkins(tx, [moved.skin_id], 'WITHDRAWING', 'WITHDRAWN');
      if (to === 'CANCELLED' || to === 'FAILED')
        await markSkins(tx, [moved.skin_id], 'WITHDRAWING', 'HELD');
      if (to !== 'PENDING') await this.notify(tx, moved, to);
      return moved;
    });
  }

  private async notify(tx: Tx, offer: OfferRow, to: Exclude<TradeOfferState, 'PENDING'>) {
    await this.deps.notifications.create(
      tx,
      tradeOfferNotice(offer.user_id, to, offer.name, offer.reason, this.clock()),
    );
  }

  private skinOf(row: SkinRow): SteamSkin {
    return {
      id: row.id,
      itemId: row.item_id,
      name: row.name,
      image: null,
      price: Number(row.price),
      value: null,
      state: row.state,
      createdAt: row.created_at.toISOString(),
    };
  }
}

function offerOf(row: OfferRow): TradeOffer {
  return {
    id: row.id,
    skinId: row.skin_id,
    name: row.name,
    price: Number(row.price),
    state: row.state,
    steamOfferId: row.steam_offer_id,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
