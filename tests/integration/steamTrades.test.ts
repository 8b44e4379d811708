import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { SandboxSkinMarket } from '../../src/server/domain/steamTrades/sandboxSkinMarket';
import { type SkinMarket, marketNamesOf } from '../../src/server/domain/steamTrades/skinMarket';
import { NEEDS_OPERATOR, SteamTrades } from '../../src/server/domain/steamTrades/steamTrades';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Steam withdrawals on the sandbox market: buying a skin with gems, the trade URL, and each
// offer state with its notice and the skin's way back to the inventory (exactly once).

let t: TestApp;
let market: SandboxSkinMarket;
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk';

beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  market = t.app.services.steamTrades.market as SandboxSkinMarket;
});
afterAll(async () => {
  await t.close();
});

async function cheapItem(offset = 0) {
  const page = await t.app.services.catalogue.search({
    minPrice: 200,
    maxPrice: 5_000,
    sort: 'price-asc',
    limit: 50,
  });
  return page.items[offset]!;
}

async function player(withTradeUrl = true) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  if (withTradeUrl)
    expect(
      (await client.post('/api/steam/trade-url', { data: { tradeUrl: TRADE_URL } })).status,
    ).toBe(200);
  return { client, user };
}

async function buy(client: Client, offset = 0) {
  const item = await cheapItem(offset);
  const res = await client.post('/api/steam/skins', { data: { itemId: item.id } });
  expect(res.status).toBe(200);
  return { item, skin: res.body.skin as { id: string; name: string; price: number } };
}

const overview = async (client: Client) => (await client.get('/api/steam/trade-offers')).body;
const withdraw = (client: Client, skinIds: string[]) =>
  client.post('/api/steam/withdraw', { data: { skinIds } });
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

async function noticesOf(userId: string) {
  const rows = await queryRows<{ type: string }>(
    t.app.services.db,
    sql`SELECT type FROM notifications WHERE ${userId}::uuid = ANY(target_user_ids)
        AND type LIKE 'STEAM_%' ORDER BY created_at, type`,
  );
  return rows.map((row) => row.type);
}

async function skinState(skinId: string) {
  const [row] = await queryRows<{ state: string }>(
    t.app.services.db,
    sql`SELECT state FROM steam_skins WHERE id = ${skinId}`,
  );
  return row?.state;
}

describe('trade URL', () => {
  it('refuses what is not a Steam trade URL and keeps the canonical form', async () => {
    const { client } = await player(false);
    expect((await overview(client)).tradeUrl).toBeNull();
    for (const tradeUrl of [
      'https://steamcommunity.com/id/me',
      'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
      'x'.repeat(300),
      42,
    ]) {
      const res = await client.post('/api/steam/trade-url', { data: { tradeUrl } });
      expect(res.status).toBe(400);
    }
    const bad = await client.post('/api/steam/trade-url', { data: { tradeUrl: 'nope' } });
    expect(bad.body.error.message).toMatch(/Steam trade URL/);
    expect((await overview(client)).tradeUrl).toBeNull();
    const saved = await client.post('/api/steam/trade-url', {
      data: {
        tradeUrl: ` https://steamcommunity.com/tradeoffer/new?token=P2YkRJOk&partner=900267897`,
      },
    });
    expect(saved.body.tradeUrl).toBe(TRADE_URL);
    expect((await overview(client)).tradeUrl).toBe(TRADE_URL);
  });

  it('needs a session', async () => {
    const res = await new Client(t.url, t.origin).get('/api/steam/trade-offers');
    expect(res.status).toBe(401);
  });
});

describe('buying a skin with gems', () => {
  it("debits today's price and holds the skin", async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    const { item, skin } = await buy(client);
    expect(skin).toMatchObject({ name: item.name, price: item.price, state: 'HELD' });
    expect(await balanceOf(client)).toBe(before - item.price!);
    expect((await overview(client)).skins).toEqual([
      expect.objectContaining({ id: skin.id, state: 'HELD' }),
    ]);
  });

  it('refuses an unknown item and a price above the balance, changing nothing', async () => {
    const { client, user } = await player();
    // Leave the player 1.00 gem, less than any priced skin here costs.
    await transact(t.app.services.db, (tx) =>
      t.app.services.wallet.move(tx, {
        userId: user.id,
        amount: -(user.balance - 100),
        counterparty: 'house',
        kind: 'admin-adjust',
      }),
    );
    const before = await balanceOf(client);
    expect(before).toBe(100);
    const unknown = await client.post('/api/steam/skins', { data: { itemId: 'no-such-item' } });
    expect(unknown.status).toBe(404);
    const tooDear = await client.post('/api/steam/skins', {
      data: { itemId: (await cheapItem()).id },
    });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.error.message).toBe('Insufficient balance');
    expect(await balanceOf(client)).toBe(before);
    expect((await overview(client)).skins).toEqual([]);
  });
});

describe('withdrawing', () => {
  it('sends an offer, then completes it when the player accepts', async () => {
    const { client, user } = await player();
    const { skin } = await buy(client);
    const res = await withdraw(client, [skin.id]);
    expect(res.status).toBe(200);
    const [offer] = res.body.offers;
    expect(offer).toMatchObject({ skinId: skin.id, state: 'SENT', name: skin.name });
    expect(offer.steamOfferId).toMatch(/^\d+$/);
    expect(await skinState(skin.id)).toBe('WITHDRAWING');
    expect(await noticesOf(user.id)).toEqual(['STEAM_TRADE_OFFER_SENT']);

    expect(market.decide(offer.id, 'ACCEPTED')).toBe(true);
    await t.app.services.steamTrades.poll();
    const after = await overview(client);
    expect(after.offers[0]).toMatchObject({ id: offer.id, state: 'ACCEPTED' });
    expect(after.skins).toEqual([]);
    expect(await skinState(skin.id)).toBe('WITHDRAWN');
    expect(await noticesOf(user.id)).toEqual([
      'STEAM_TRADE_OFFER_SENT',
      'STEAM_WITHDRAWAL_COMPLETED',
    ]);
    // A withdrawn skin cannot go again, and another poll changes nothing.
    expect((await withdraw(client, [skin.id])).status).toBe(409);
    await t.app.services.steamTrades.poll();
    expect((await noticesOf(user.id)).length).toBe(2);
  });

  it('gives the skin back when the offer is cancelled, and it can be withdrawn again', async () => {
    const { client, user } = await player();
    const { skin } = await buy(client);
    const [offer] = (await withdraw(client, [skin.id])).body.offers;
    market.decide(offer.id, 'CANCELLED');
    await t.app.services.steamTrades.poll();
    const after = await overview(client);
    expect(after.offers[0]).toMatchObject({
      id: offer.id,
      state: 'CANCELLED',
      reason: 'The trade offer was declined',
    });
    expect(after.skins).toEqual([expect.objectContaining({ id: skin.id, state: 'HELD' })]);
    expect(await noticesOf(user.id)).toEqual([
      'STEAM_TRADE_OFFER_SENT',
      'STEAM_TRADE_OFFER_CANCELLED',
    ]);
    const again = await withdraw(client, [skin.id]);
    expect(again.body.offers[0]).toMatchObject({ state: 'SENT' });
    expect(again.body.offers[0].id).not.toBe(offer.id);
  });

  it('fails and gives the skin back when nobody sells it at its price', async () => {
    const { client, user } = await player();
    const { skin } = await buy(client, 3);
    for (const name of marketNamesOf(skin.name)) market.takeOffSale(name);
    const [offer] = (await withdraw(client, [skin.id])).body.offers;
    expect(offer).toMatchObject({
      state: 'FAILED',
      reason: 'No seller offers this skin at its price right now',
    });
    expect(await skinState(skin.id)).toBe('HELD');
    expect(await noticesOf(user.id)).toEqual(['STEAM_WITHDRAWAL_FAILED']);
  });

  it('refuses without a trade URL, for a skin not mine, twice listed or badly named', async () => {
    const { client } = await player(false);
    const { skin } = await buy(client);
    const noUrl = await withdraw(client, [skin.id]);
    expect(noUrl.status).toBe(409);
    expect(noUrl.body.error.message).toBe('Save your Steam trade URL before withdrawing');
    expect(await skinState(skin.id)).toBe('HELD');

    const other = await player();
    expect((await withdraw(other.client, [skin.id])).status).toBe(404);
    expect(await skinState(skin.id)).toBe('HELD');
    for (const skinIds of [[], [skin.id, skin.id], ['nope'], Array(11).fill(skin.id), 'x']) {
      const res = await other.client.post('/api/steam/withdraw', { data: { skinIds } });
      expect(res.status).toBe(400);
    }
    const extra = await other.client.post('/api/steam/withdraw', {
      data: { skinIds: [skin.id], price: 1 },
    });
    expect(extra.status).toBe(400);
  });

  it('refuses a whole withdrawal when one of its skins is already on its way', async () => {
    const { client } = await player();
    const first = await buy(client);
    const second = await buy(client, 1);
    expect((await withdraw(client, [first.skin.id])).status).toBe(200);
    const both = await withdraw(client, [first.skin.id, second.skin.id]);
    expect(both.status).toBe(409);
    expect(await skinState(second.skin.id)).toBe('HELD');
  });

  it('ends an offer once however many pollers see the same answer', async () => {
    const { client, user } = await player();
    const { skin } = await buy(client);
    const [offer] = (await withdraw(client, [skin.id])).body.offers;
    market.decide(offer.id, 'CANCELLED');
    const s = t.app.services;
    const pollers = Array.from(
      { length: 4 },
      () =>
        new SteamTrades(
          {
            db: s.db,
            wallet: s.wallet,
            catalogue: s.catalogue,
            notifications: s.notifications,
            market,
          },
          { pollIntervalMs: 1000, lostAfterMs: 60_000, attentionAfterMs: DAY },
        ),
    );
    await Promise.all(pollers.map((p) => p.poll()));
    expect(await skinState(skin.id)).toBe('HELD');
    const cancels = (await noticesOf(user.id)).filter((n) => n === 'STEAM_TRADE_OFFER_CANCELLED');
    expect(cancels).toHaveLength(1);
  });

  it('never gives back a skin the market bought, however long the market is silent', async () => {
    const { client, user } = await player();
    const { skin } = await buy(client);
    const [offer] = (await withdraw(client, [skin.id])).body.offers;
    expect(offer.state).toBe('SENT');
    const at = (ms: number) => pollerAt(silentMarket, ms);
    // The purchase has the market's trade id: the market may still deliver, so no two-minute rule.
    await at(121_000).poll();
    expect(await skinState(skin.id)).toBe('WITHDRAWING');
    await at(DAY - 1_000).poll();
    expect(await offerRow(offer.id)).toMatchObject({ state: 'SENT', reason: null });
    // A day on, it is flagged for an operator, still in flight, and flagged once.
    await at(DAY + 1_000).poll();
    const flagged = await offerRow(offer.id);
    expect(flagged).toMatchObject({ state: 'SENT', reason: NEEDS_OPERATOR });
    await at(DAY + 2_000).poll();
    expect((await offerRow(offer.id))!.updated_at).toEqual(flagged!.updated_at);
    expect(await skinState(skin.id)).toBe('WITHDRAWING');
    expect(await noticesOf(user.id)).toEqual(['STEAM_TRADE_OFFER_SENT']);
    // When the market speaks again the offer moves on, and the flag goes with the acceptance.
    expect(market.decide(offer.id, 'ACCEPTED')).toBe(true);
    await t.app.services.steamTrades.poll();
    expect(await offerRow(offer.id)).toMatchObject({ state: 'ACCEPTED', reason: null });
    expect(await skinState(skin.id)).toBe('WITHDRAWN');
  });

  it('fails an offer with no purchase on record, only after the lost window', async () => {
    const { client, user } = await player();
    const { skin } = await buy(client);
    // The market never answered the purchase: the offer stays PENDING with no trade id.
    const [offer] = await pollerAt(unanswering, 0).withdraw(user.id, [skin.id]);
    expect(offer).toMatchObject({ state: 'PENDING', steamOfferId: null });
    await pollerAt(silentMarket, 119_000).poll();
    expect(await skinState(skin.id)).toBe('WITHDRAWING');
    await pollerAt(silentMarket, 121_000).poll();
    expect(await skinState(skin.id)).toBe('HELD');
    const after = await overview(client);
    expect(after.offers.find((o: { id: string }) => o.id === offer!.id)).toMatchObject({
      state: 'FAILED',
      reason: 'The market has no record of this trade',
    });
    expect(await noticesOf(user.id)).toContain('STEAM_WITHDRAWAL_FAILED');
  });
});

const DAY = 24 * 3_600_000;

/** A market that knows no trade (a real one that lost track, or an outage that answers empty). */
const silentMarket: SkinMarket = {
  name: 'sandbox',
  findListing: async () => null,
  buy: async () => ({ ok: false, reason: 'unused' }),
  trades: async () => [],
};

/** A market whose purchase answer never arrives: the outcome is unknown. */
const unanswering: SkinMarket = {
  ...silentMarket,
  findListing: async (names, maxPrice) => ({
    listingId: 'l-1',
    marketName: names[0]!,
    price: maxPrice,
  }),
  buy: async () => {
    throw new Error('socket hang up');
  },
};

/** The app's steam trades with another market, `ms` from now. */
function pollerAt(with_: SkinMarket, ms: number) {
  const s = t.app.services;
  return new SteamTrades(
    {
      db: s.db,
      wallet: s.wallet,
      catalogue: s.catalogue,
      notifications: s.notifications,
      market: with_,
    },
    { pollIntervalMs: 1000, lostAfterMs: 120_000, attentionAfterMs: DAY },
    () => new Date(Date.now() + ms),
  );
}

async function offerRow(offerId: string) {
  const [row] = await queryRows<{ state: string; reason: string | null; updated_at: unknown }>(
    t.app.services.db,
    sql`SELECT state, reason, updated_at FROM steam_trade_offers WHERE id = ${offerId}`,
  );
  return row;
}
