import type { TradeOfferState } from '../../../shared/contract/steamTrades';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

/** A listed skin's state; a skin staked in an upgrade (CONSUMED) is never listed. */
export type SkinState = 'HELD' | 'WITHDRAWING' | 'WITHDRAWN';

export interface SkinRow {
  id: string;
  user_id: string;
  item_id: string;
  name: string;
  price: number;
  state: SkinState;
  created_at: Date;
}

/** An offer with its skin's name and price. */
export interface OfferRow {
  id: string;
  user_id: string;
  skin_id: string;
  state: TradeOfferState;
  market: string;
  trade_url: string;
  max_price: number;
  market_trade_id: string | null;
  steam_offer_id: string | null;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
  name: string;
  price: number;
}

// Drivers answer timestamps as Date (node-postgres) or as text; bigints as strings.
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const skinOf = (row: Record<string, unknown>): SkinRow =>
  ({ ...row, price: Number(row.price), created_at: date(row.created_at) }) as SkinRow;
const offerOf = (row: Record<string, unknown>): OfferRow =>
  ({
    ...row,
    price: Number(row.price),
    max_price: Number(row.max_price),
    created_at: date(row.created_at),
    updated_at: date(row.updated_at),
  }) as OfferRow;

const OFFER_COLUMNS = `o.id, o.user_id, o.skin_id, o.state, o.market, o.trade_url, o.max_price,
  o.market_trade_id, o.steam_offer_id, o.reason, o.created_at, o.updated_at, s.name, s.price`;

const READ_TRADE_URL: Statement = {
  name: 'steam_trade_url_read',
  text: `SELECT trade_url FROM steam_trade_links WHERE user_id = $1`,
};
const SAVE_TRADE_URL: Statement = {
  name: 'steam_trade_url_save',
  text: `INSERT INTO steam_trade_links (user_id, trade_url) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET trade_url = EXCLUDED.trade_url, updated_at = now()`,
};
const INSERT_SKIN: Statement = {
  name: 'steam_skin_insert',
  text: `INSERT INTO steam_skins (id, user_id, item_id, name, price) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, user_id, item_id, name, price, state, created_at`,
};
const LIST_SKINS: Statement = {
  name: 'steam_skins_list',
  text: `SELECT id, user_id, item_id, name, price, state, created_at FROM steam_skins
         WHERE user_id = $1 AND state IN ('HELD', 'WITHDRAWING')
           AND (shows_at IS NULL OR shows_at <= clock_timestamp())
         ORDER BY created_at DESC, id LIMIT 200`,
};
/** In id order, so two withdrawals naming the same skins lock them in one order. */
const LOCK_SKINS: Statement = {
  name: 'steam_skins_lock',
  text: `SELECT id, user_id, item_id, name, price, state, created_at FROM steam_skins
         WHERE user_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
};
const MARK_SKINS: Statement = {
  name: 'steam_skins_mark',
  text: `UPDATE steam_skins SET state = $3, updated_at = now()
         WHERE id = ANY($1::uuid[]) AND state = $2`,
};
const INSERT_OFFER: Statement = {
  name: 'steam_offer_insert',
  text: `INSERT INTO steam_trade_offers (id, user_id, skin_id, market, trade_url, max_price)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, user_id, skin_id, state, market, trade_url, max_price, market_trade_id,
                   steam_offer_id, reason, created_at, updated_at`,
};
const LIST_OFFERS: Statement = {
  name: 'steam_offers_list',
  text: `SELECT ${OFFER_COLUMNS} FROM steam_trade_offers o JOIN steam_skins s ON s.id = o.skin_id
         WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2`,
};
const OPEN_OFFERS: Statement = {
  name: 'steam_offers_open',
  text: `SELECT ${OFFER_COLUMNS} FROM steam_trade_offers o JOIN steam_skins s ON s.id = o.skin_id
         WHERE o.state IN ('PENDING', 'SENT') AND o.market = $1
         ORDER BY o.updated_at LIMIT $2`,
};
/**
 * The one way an offer's state changes: only from the states named, so a second poller
 * with the same answer updates nothing. Ids the market told us are kept once known; an
 * accepted offer drops the operator's flag (nothing is left to check).
 */
const MOVE_OFFER: Statement = {
  name: 'steam_offer_move',
  text: `UPDATE steam_trade_offers o SET state = $3,
           market_trade_id = coalesce($4, o.market_trade_id),
           steam_offer_id = coalesce($5, o.steam_offer_id),
           reason = CASE WHEN $3 = 'ACCEPTED' THEN $6 ELSE coalesce($6, o.reason) END,
           updated_at = now()
         FROM steam_skins s
         WHERE o.id = $1 AND o.state = ANY($2::text[]) AND s.id = o.skin_id
         RETURNING ${OFFER_COLUMNS}`,
};

/** Flags an offer in flight for an operator, once: the first poller to see it wins. */
const FLAG_OFFER: Statement = {
  name: 'steam_offer_flag',
  text: `UPDATE steam_trade_offers o SET reason = $2, updated_at = now()
         FROM steam_skins s
         WHERE o.id = $1 AND o.state IN ('PENDING', 'SENT') AND o.reason IS NULL
           AND s.id = o.skin_id
         RETURNING ${OFFER_COLUMNS}`,
};

export async function readTradeUrl(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.query<{ trade_url: string }>(READ_TRADE_URL, [userId]);
  return row?.trade_url ?? null;
}

export async function saveTradeUrl(tx: Tx, userId: string, url: string): Promise<void> {
  await tx.query(SAVE_TRADE_URL, [userId, url]);
}

export async function insertSkin(
  tx: Tx,
  skin: { id: string; userId: string; itemId: string; name: string; price: number },
): Promise<SkinRow> {
  const [row] = await tx.query(INSERT_SKIN, [
    skin.id,
    skin.userId,
    skin.itemId,
    skin.name,
    skin.price,
  ]);
  return skinOf(row!);
}

export async function listSkins(tx: Tx, userId: string): Promise<SkinRow[]> {
  return (await tx.query(LIST_SKINS, [userId])).map(skinOf);
}

export async function lockSkins(
  tx: Tx,
  userId: string,
  skinIds: readonly string[],
): Promise<SkinRow[]> {
  return (await tx.query(LOCK_SKINS, [userId, skinIds])).map(skinOf);
}

export async function markSkins(
  tx: Tx,
  skinIds: readonly string[],
  from: SkinState,
  to: SkinState,
): Promise<void> {
  await tx.query(MARK_SKINS, [skinIds, from, to]);
}

export async function insertOffer(
  tx: Tx,
  offer: {
    id: string;
    userId: string;
    skin: SkinRow;
    market: string;
    tradeUrl: string;
    maxPrice: number;
  },
): Promise<OfferRow> {
  const [row] = await tx.query(INSERT_OFFER, [
    offer.id,
    offer.userId,
    offer.skin.id,
    offer.market,
    offer.tradeUrl,
    offer.maxPrice,
  ]);
  return offerOf({ ...row!, name: offer.skin.name, price: offer.skin.price });
}

export async function listOffers(tx: Tx, userId: string, limit: number): Promise<OfferRow[]> {
  return (await tx.query(LIST_OFFERS, [userId, limit])).map(offerOf);
}

export async function openOffers(tx: Tx, market: string, limit: number): Promise<OfferRow[]> {
  return (await tx.query(OPEN_OFFERS, [market, limit])).map(offerOf);
}

export async function moveOffer(
  tx: Tx,
  offerId: string,
  from: readonly TradeOfferState[],
  to: TradeOfferState,
  patch: { marketTradeId?: string | null; steamOfferId?: string | null; reason?: string },
): Promise<OfferRow | null> {
  const [row] = await tx.query(MOVE_OFFER, [
    offerId,
    from,
    to,
    patch.marketTradeId ?? null,
    patch.steamOfferId ?? null,
    patch.reason ?? null,
  ]);
  return row ? offerOf(row) : null;
}

export async function flagOffer(tx: Tx, offerId: string, reason: string): Promise<OfferRow | null> {
  const [row] = await tx.query(FLAG_OFFER, [offerId, reason]);
  return row ? offerOf(row) : null;
}
