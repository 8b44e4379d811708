import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { SandboxSkinMarket } from '../../src/server/domain/steamTrades/sandboxSkinMarket';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Withdrawals racing on real PostgreSQL from two server processes: a skin goes out once.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;
const ACCEPT_MS = 1_500;
/** The markets' clock: the test moves it past the acceptance, so load cannot reach it first. */
let clockOffsetMs = 0;
const clock = () => Date.now() + clockOffsetMs;
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk';

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 30,
    rateLimitPerMinute: 1_000_000,
  };
  // Each process its own market (B's never saw A's purchases), on the test's clock: the
  // sandbox's player accepts 1.5 s after sending by it.
  a = await startTestApp(config, { skinMarket: new SandboxSkinMarket(ACCEPT_MS, clock) });
  b = await startTestApp(config, { skinMarket: new SandboxSkinMarket(ACCEPT_MS, clock) });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

async function playerOnBoth() {
  const onA = new Client(a.url, a.origin);
  const user = await onA.register();
  const onB = new Client(b.url, b.origin);
  onB.cookie = onA.cookie;
  expect((await onA.post('/api/steam/trade-url', { data: { tradeUrl: TRADE_URL } })).status).toBe(
    200,
  );
  return { user, clients: [onA, onB] };
}

async function itemPriced(min: number, max: number) {
  const page = await a.app.services.catalogue.search({ minPrice: min, maxPrice: max, limit: 1 });
  return page.items[0]!;
}

async function openOffersOf(skinIds: string[]) {
  return queryRows<{ skin_id: string }>(
    a.app.services.db,
    sql`SELECT skin_id FROM steam_trade_offers
        WHERE skin_id = ANY(${`{${skinIds.join(',')}}`}::uuid[]) AND state IN ('PENDING', 'SENT')`,
  );
}

describe('steam withdrawals on PostgreSQL', () => {
  it('40 concurrent withdrawals of one skin on two processes: exactly one', async () => {
    const { clients } = await playerOnBoth();
    const item = await itemPriced(100, 5_000);
    const bought = await clients[0]!.post('/api/steam/skins', { data: { itemId: item.id } });
    const skinId = bought.body.skin.id as string;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        clients[i % 2]!.post('/api/steam/withdraw', { data: { skinIds: [skinId] } }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    expect(await openOffersOf([skinId])).toHaveLength(1);
  });

  it('overlapping withdrawals ([A, B] against [B, C]) never send B twice', async () => {
    const { clients } = await playerOnBoth();
    const item = await itemPriced(100, 5_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await clients[0]!.post('/api/steam/skins', { data: { itemId: item.id } })).body.skin.id,
      );
    const [skinA, skinB, skinC] = ids as [string, string, string];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients[i % 2]!.post('/api/steam/withdraw', {
          data: { skinIds: i % 2 ? [skinA, skinB] : [skinC, skinB] },
        }),
      ),
    );
    const won = answers.filter((res) => res.status === 200);
    expect(won).toHaveLength(1);
    const open = (await openOffersOf(ids)).map((row) => row.skin_id).sort();
    expect(open).toEqual(won[0]!.body.offers.map((o: { skinId: string }) => o.skinId).sort());
    expect(open.filter((id) => id === skinB)).toHaveLength(1);
  });

  it('concurrent purchases never spend more than the balance', async () => {
    const { user, clients } = await playerOnBoth();
    const item = await itemPriced(Math.ceil(user.balance / 3), user.balance);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        clients[i % 2]!.post('/api/steam/skins', { data: { itemId: item.id } }),
      ),
    );
    const bought = answers.filter((res) => res.status === 200).length;
    expect(bought).toBe(Math.floor(user.balance / item.price!));
    const me = await clients[0]!.get('/api/users/me');
    expect(me.body.user.balance).toBe(user.balance - bought * item.price!);
  });

  it("another process's poller follows an offer it did not send, to the player's acceptance", async () => {
    const { clients } = await playerOnBoth();
    const item = await itemPriced(100, 5_000);
    const bought = await clients[0]!.post('/api/steam/skins', { data: { itemId: item.id } });
    const sent = await clients[0]!.post('/api/steam/withdraw', {
      data: { skinIds: [bought.body.skin.id] },
    });
    const [offer] = sent.body.offers;
    expect(offer.state).toBe('SENT');
    // B's market never saw the purchase; it answers from the offer's row as A's would.
    // (The count may include earlier tests' offers, accepted by now: this offer is the point.)
    await b.app.services.steamTrades.poll();
    expect(await offerState(offer.id)).toBe('SENT');
    clockOffsetMs += ACCEPT_MS + 100;
    expect(await b.app.services.steamTrades.poll()).toBeGreaterThanOrEqual(1);
    expect(await offerState(offer.id)).toBe('ACCEPTED');
    // A sees the same answer and changes nothing.
    await a.app.services.steamTrades.poll();
    expect(await offerState(offer.id)).toBe('ACCEPTED');
  });
});

async function offerState(offerId: string) {
  const [row] = await queryRows<{ state: string }>(
    a.app.services.db,
    sql`SELECT state FROM steam_trade_offers WHERE id = ${offerId}`,
  );
  return row?.state;
}
