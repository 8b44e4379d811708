import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skinUpgraderGame } from '../../games/skin-upgrader/game';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { CatalogueItems } from '../../src/server/domain/cases/catalogue/catalogueItems';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import { DomainEventBus } from '../../src/server/domain/events';
import { type GameServices, createGameServices } from '../../src/server/domain/games/gameServices';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Skins staked in the Skin Upgrader on PostgreSQL with 40 connections: requests naming the same
// skins really run at once, and a skin is staked by one bet at most, its value credited once.

const REDLINE = { id: 'ak-47-redline', name: 'AK-47 | Redline', price: 3_000 };
const KNIFE = { id: 'bayonet-fade', name: '★ Bayonet | Fade', price: 97_773 };

const feed: PriceFeed = {
  name: 'test prices',
  async prices(names) {
    const found = await new SnapshotPriceFeed().prices(names);
    found.set(KNIFE.name, KNIFE.price);
    found.set(REDLINE.name, REDLINE.price);
    return found;
  },
};

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let wallet: Wallet;
let games: GameServices;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 40 });
  const events = new DomainEventBus();
  wallet = new Wallet(events);
  games = createGameServices(handle.db, wallet, events, undefined, new CatalogueItems(feed, null));
});

afterAll(async () => {
  const report = await verifyLedger(handle.db);
  await handle.close();
  await scratch.drop();
  expect(report.problems).toEqual([]);
});

const balance = (userId: string) => wallet.balanceOf({ db: handle.db }, userId);

/** A Redline in the player's site inventory. */
async function holdRedline(userId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    handle.db,
    sql`INSERT INTO steam_skins (id, user_id, item_id, name, price)
        VALUES (gen_random_uuid(), ${userId}, ${REDLINE.id}, ${REDLINE.name}, ${REDLINE.price})
        RETURNING id`,
  );
  return row!.id;
}

async function stakesOf(userId: string) {
  return queryRows<{ bet_id: string; amount: number; stake: number; skins: number }>(
    handle.db,
    sql`SELECT b.id AS bet_id, b.amount::int AS amount,
               (SELECT sum(e.amount)::int FROM wallet_transfers t
                  JOIN wallet_entries e ON e.transfer_id = t.id
                  JOIN wallet_accounts a ON a.id = e.account_id AND a.kind = 'user'
                 WHERE t.kind = 'skin-stake' AND t.reference = b.id::text) AS stake,
               (SELECT count(*)::int FROM steam_skins s WHERE s.staked_in = b.id) AS skins
        FROM bets b WHERE b.user_id = ${userId}`,
  );
}

describe('skin stakes on PostgreSQL', () => {
  it('one skin staked 10 times at once makes one bet', async () => {
    const userId = await fundedPlayer(handle.db, wallet, 10_000);
    const skinId = await holdRedline(userId);
    const body = {
      amount: 1_000,
      items: [skinId],
      target: KNIFE.id,
      direction: 'under' as const,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => games.instantGames.bet(skinUpgraderGame, userId, body)),
    );
    const accepted = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []));
    expect(accepted).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'SKIN_NOT_HELD' });
    const [only] = accepted;
    expect(only!.amount).toBe(4_000);
    expect(await stakesOf(userId)).toEqual([
      { bet_id: only!.id, amount: 4_000, stake: REDLINE.price, skins: 1 },
    ]);
    expect(await balance(userId)).toBe(10_000 - 1_000 + only!.payout);
  });

  it('bets naming overlapping skins in any order take turns without deadlock', async () => {
    const userId = await fundedPlayer(handle.db, wallet, 10_000);
    const [a, b, c] = [
      await holdRedline(userId),
      await holdRedline(userId),
      await holdRedline(userId),
    ];
    const pairs = [
      [a, b],
      [b, a],
      [b, c],
      [c, b],
      [c, a],
      [a, c],
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        games.instantGames.bet(skinUpgraderGame, userId, {
          amount: 0,
          items: pairs[i % pairs.length]!,
          target: KNIFE.id,
          direction: 'over',
          winAs: 'skin',
        }),
      ),
    );
    const accepted = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []));
    // Every two pairs share a skin: one bet takes two skins, the third stays held.
    expect(accepted).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'SKIN_NOT_HELD' });
    expect(await stakesOf(userId)).toEqual([
      { bet_id: accepted[0]!.id, amount: 6_000, stake: 6_000, skins: 2 },
    ]);
    const held = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM steam_skins
          WHERE user_id = ${userId} AND state = 'HELD' AND won_in IS NULL`,
    );
    expect(held[0]!.n).toBe(1);
    // Won as a skin or lost: no gems move either way.
    expect(await balance(userId)).toBe(10_000);
  });
});

describe('a skin staked and withdrawn at once, through the server', () => {
  let appScratch: ScratchDatabase;
  let app: TestApp;
  const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk';

  beforeAll(async () => {
    appScratch = await createScratchDatabase();
    app = await startTestApp(
      { databaseUrl: appScratch.url, dbPoolSize: 30, rateLimitPerMinute: 1_000_000 },
      { priceFeed: feed },
    );
  }, 60_000);

  afterAll(async () => {
    const report = await verifyLedger(app.app.services.db);
    await app?.close();
    await appScratch?.drop();
    expect(report.problems).toEqual([]);
  });

  it('goes one way only: staked by one bet or sent in one offer', async () => {
    const client = new Client(app.url, app.origin);
    await client.register();
    expect(
      (await client.post('/api/steam/trade-url', { data: { tradeUrl: TRADE_URL } })).status,
    ).toBe(200);
    const bought = await client.post('/api/steam/skins', { data: { itemId: REDLINE.id } });
    expect(bought.status).toBe(200);
    const skinId = bought.body.skin.id as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? client.post('/api/steam/withdraw', { data: { skinIds: [skinId] } })
          : client.post('/api/games/skin-upgrader/bet', {
              amount: 0,
              items: [skinId],
              target: KNIFE.id,
              direction: 'under',
            }),
      ),
    );
    const taken = answers.filter((res) => res.status === 200);
    expect(taken).toHaveLength(1);
    for (const res of answers)
      if (res.status !== 200) expect(res.body.error.code).toBe('SKIN_NOT_HELD');
    const [skin] = await queryRows<{ state: string; staked_in: string | null }>(
      app.app.services.db,
      sql`SELECT state, staked_in FROM steam_skins WHERE id = ${skinId}`,
    );
    const [offers] = await queryRows<{ n: number }>(
      app.app.services.db,
      sql`SELECT count(*)::int AS n FROM steam_trade_offers WHERE skin_id = ${skinId}`,
    );
    const [stakes] = await queryRows<{ n: number }>(
      app.app.services.db,
      sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE kind = 'skin-stake'
          AND reference IN (SELECT id::text FROM bets WHERE user_id = (
            SELECT user_id FROM steam_skins WHERE id = ${skinId}))`,
    );
    if (taken[0]!.body.bet) {
      expect(skin).toEqual({ state: 'CONSUMED', staked_in: taken[0]!.body.bet.id });
      expect(offers!.n).toBe(0);
      expect(stakes!.n).toBe(1);
    } else {
      expect(skin!.state).not.toBe('CONSUMED');
      expect(offers!.n).toBe(1);
      expect(stakes!.n).toBe(0);
    }
  });
});
