import { z } from 'zod';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { TRADE_URL_ERROR, parseTradeUrl } from '../steam-trade-url';
import { dataBody, entityIdSchema, imageUrlSchema, isoDateTimeSchema, textSchema } from './common';
import { httpCall } from './define';

/** At most this many skins go out in one withdrawal. */
export const MAX_SKINS_PER_WITHDRAWAL = 10;

/** PENDING: being bought; SENT: the Steam offer waits for the player; the rest are final. */
export const TRADE_OFFER_STATES = ['PENDING', 'SENT', 'ACCEPTED', 'CANCELLED', 'FAILED'] as const;
export type TradeOfferState = (typeof TRADE_OFFER_STATES)[number];

/** HELD: in the inventory; WITHDRAWING: an offer is in flight; WITHDRAWN: it reached Steam. */
export const STEAM_SKIN_STATES = ['HELD', 'WITHDRAWING', 'WITHDRAWN'] as const;

export const tradeUrlSchema = textSchema({ error: 'Trade URL must be a string' })
  .max(200, { error: 'Trade URL is too long' })
  .refine((value) => parseTradeUrl(value) !== null, { error: TRADE_URL_ERROR });

export const steamSkinSchema = z.object({
  id: z.uuid(),
  /** The catalogue id it was bought as. */
  itemId: entityIdSchema,
  name: textSchema(),
  image: imageUrlSchema.nullable(),
  /** What it cost, in hundredths. */
  price: balanceSchema,
  /** Its catalogue price today (what an upgrade stakes it at), null when unpriced. */
  value: balanceSchema.nullable(),
  state: z.enum(STEAM_SKIN_STATES),
  createdAt: isoDateTimeSchema,
});
export type SteamSkin = z.infer<typeof steamSkinSchema>;

export const tradeOfferSchema = z.object({
  id: z.uuid(),
  skinId: z.uuid(),
  name: textSchema(),
  price: balanceSchema,
  state: z.enum(TRADE_OFFER_STATES),
  /** Steam's trade offer id once the seller sent it. */
  steamOfferId: textSchema().nullable(),
  /** Why it was cancelled or failed. */
  reason: textSchema().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TradeOffer = z.infer<typeof tradeOfferSchema>;

export const steamTradesCalls = {
  getSteamTrades: httpCall({
    method: 'GET',
    path: '/steam/trade-offers',
    summary: 'My trade URL, the skins I hold and my latest trade offers (newest first)',
    auth: true,
    response: z.object({
      tradeUrl: textSchema().nullable(),
      skins: z.array(steamSkinSchema),
      offers: z.array(tradeOfferSchema),
    }),
  }),
  setSteamTradeUrl: httpCall({
    method: 'POST',
    path: '/steam/trade-url',
    summary: 'Save my Steam trade URL, where withdrawn skins are sent',
    auth: true,
    body: dataBody({ tradeUrl: tradeUrlSchema }),
    response: z.object({ tradeUrl: textSchema() }),
  }),
  buySteamSkin: httpCall({
    method: 'POST',
    path: '/steam/skins',
    summary: "Buy a catalogue skin with gems at today's price, to withdraw to Steam",
    auth: true,
    body: dataBody({ itemId: entityIdSchema }),
    response: z.object({
      skin: steamSkinSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
  withdrawSteamSkins: httpCall({
    method: 'POST',
    path: '/steam/withdraw',
    summary: 'Withdraw held skins: the market sends a Steam trade offer for each',
    auth: true,
    body: dataBody({
      skinIds: z
        .array(z.uuid({ error: 'Skin id must be a uuid' }), { error: 'Pick the skins to withdraw' })
        .min(1, { error: 'Pick at least one skin' })
        .max(MAX_SKINS_PER_WITHDRAWAL, {
          error: `Withdraw at most ${MAX_SKINS_PER_WITHDRAWAL} skins at once`,
        })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'A skin is listed twice' }),
    }),
    response: z.object({ offers: z.array(tradeOfferSchema) }),
  }),
};
