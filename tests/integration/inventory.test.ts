import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import type { DomainEvents } from '../../src/server/domain/events';
import { FREE_CASE_ITEM } from '../../src/shared/inventory-items';
import { levelOf, xpForWager, xpToReach } from '../../src/shared/levels';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// The inventory (spec section 4 "Inventory consume"): items are listed, used one at a time
// in one transaction with their effect, and the player's tabs hear every change.

let t: TestApp;
const sockets: Socket[] = [];
const credits: Array<DomainEvents['user.xp']> = [];
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  t.app.services.events.on('user.xp', (credit) => credits.push(credit));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

const grant = (userId: string, item: string, count: number) =>
  transact(t.app.services.db, (tx) => t.app.services.inventory.grant(tx, userId, item, count));

const consume = (client: Client, id: string) =>
  client.post('/api/user/inventory/consume', { data: { id } });

async function items(client: Client) {
  const res = await client.post('/api/user/inventory/get');
  expect(res.status).toBe(200);
  return res.body.inventory.items as Array<{ _id: string; amount: number; name: string }>;
}

async function xpOf(userId: string): Promise<number> {
  const [row] = await queryRows<{ xp: string }>(
    t.app.services.db,
    sql`SELECT xp::text AS xp FROM users WHERE id = ${userId}`,
  );
  return Number(row!.xp);
}

const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

const dice = (client: Client, amount: number) =>
  client.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });

describe('inventory', () => {
  it('lists what the player holds with names, and nothing for a new player', async () => {
    const p = await player();
    expect(await items(p.client)).toEqual([]);
    await grant(p.user.id, 'xp-boost-2x-1h', 2);
    await grant(p.user.id, FREE_CASE_ITEM, 1);
    await grant(p.user.id, FREE_CASE_ITEM, 2);
    expect(await items(p.client)).toEqual([
      { _id: FREE_CASE_ITEM, amount: 3, name: 'Free case', image: null },
      { _id: 'xp-boost-2x-1h', amount: 2, name: 'XP boost 2x (1 hour)', image: null },
    ]);
    expect((await new Client(t.url, t.origin).post('/api/user/inventory/get')).status).toBe(401);
  });

  it('tells the tabs the whole inventory after a grant and after a use', async () => {
    const p = await player();
    const socket = await p.client.socket();
    sockets.push(socket);
    const granted = nextEvent(socket, 'inventory.update');
    await grant(p.user.id, 'xp-boost-1.5x-1h', 2);
    expect((await granted).data.items).toEqual([
      { _id: 'xp-boost-1.5x-1h', amount: 2, name: 'XP boost 1.5x (1 hour)', image: null },
    ]);
    const used = nextEvent(socket, 'inventory.update');
    const activated = nextEvent(socket, 'xp-boost.activated');
    expect((await consume(p.client, 'xp-boost-1.5x-1h')).status).toBe(200);
    expect((await used).data.items).toEqual([
      { _id: 'xp-boost-1.5x-1h', amount: 1, name: 'XP boost 1.5x (1 hour)', image: null },
    ]);
    const boost = (await activated).data.xpBoost;
    expect(boost.multiplier).toBe(1.5);
    const endsIn = Date.parse(boost.endsAt) - Date.now();
    expect(endsIn).toBeGreaterThan(59 * 60_000);
    expect(endsIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('refuses unknown ids, items not held and bad bodies, changing nothing', async () => {
    const p = await player();
    await grant(p.user.id, FREE_CASE_ITEM, 1);
    const unknown = await consume(p.client, 'golden-ticket');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This item does not exist');
    const notHeld = await consume(p.client, 'xp-boost-2x-1h');
    expect(notHeld.status).toBe(409);
    expect(notHeld.body.error.message).toBe('You do not have this item in your inventory');
    expect((await p.client.post('/api/user/inventory/consume', { data: {} })).status).toBe(400);
    expect((await p.client.post('/api/user/inventory/consume', { id: 'free-case' })).status).toBe(
      400,
    );
    expect((await consume(p.client, 'free case!')).status).toBe(400);
    expect(await items(p.client)).toEqual([
      { _id: FREE_CASE_ITEM, amount: 1, name: 'Free case', image: null },
    ]);
    expect(
      (
        await new Client(t.url, t.origin).post('/api/user/inventory/consume', {
          data: { id: FREE_CASE_ITEM },
        })
      ).status,
    ).toBe(401);
  });
});

describe('rakeback tokens', () => {
  it("are taken when used (their effect is the rakeback's)", async () => {
    const p = await player();
    await grant(p.user.id, 'rakeback-token', 2);
    expect((await consume(p.client, 'rakeback-token')).status).toBe(200);
    expect(await items(p.client)).toEqual([
      { _id: 'rakeback-token', amount: 1, name: 'Rakeback token', image: null },
    ]);
  });
});

describe('XP boosts', () => {
  it('raise the XP of a following dice bet exactly, and show on /users/me', async () => {
    const p = await player();
    expect((await dice(p.client, 1_000)).status).toBe(200);
    expect(await xpOf(p.user.id)).toBe(10);
    await grant(p.user.id, 'xp-boost-1.5x-1h', 1);
    expect((await consume(p.client, 'xp-boost-1.5x-1h')).status).toBe(200);
    expect(await items(p.client)).toEqual([]);
    const me = (await p.client.get('/api/users/me')).body.user;
    expect(me.xpBoost.multiplier).toBe(1.5);

    // 12.99 gems: 12 whole gems, 18 XP at 1.5x. 3.00 gems: 4 XP (4.5 rounded down).
    credits.length = 0;
    expect((await dice(p.client, 1_299)).status).toBe(200);
    expect(await xpOf(p.user.id)).toBe(10 + xpForWager(1_299, 1.5));
    expect(xpForWager(1_299, 1.5)).toBe(18);
    expect((await dice(p.client, 300)).status).toBe(200);
    expect(await xpOf(p.user.id)).toBe(10 + 18 + 4);
    // What each bet told (the level-up notice reads it) is what was credited.
    const mine = credits.filter((c) => c.userId === p.user.id);
    expect(mine.map((c) => c.gained)).toEqual([18, 4]);
    expect(mine.map((c) => c.total)).toEqual([28, 32]);
  });

  it('boost a mines game closed later, in its own statement', async () => {
    const p = await player();
    await grant(p.user.id, 'xp-boost-2x-1h', 1);
    expect((await consume(p.client, 'xp-boost-2x-1h')).status).toBe(200);
    expect(
      (await p.client.post('/api/games/mines/start', { amount: 1_050, mines: 3 })).status,
    ).toBe(200);
    expect(await xpOf(p.user.id)).toBe(0);
    const [game] = await queryRows<{ mine_positions: number[] }>(
      t.app.services.db,
      sql`SELECT mine_positions FROM mines_games WHERE user_id = ${p.user.id} AND state = 'active'`,
    );
    credits.length = 0;
    const mine = game!.mine_positions[0]!;
    expect((await p.client.post('/api/games/mines/reveal', { tile: mine })).status).toBe(200);
    expect(await xpOf(p.user.id)).toBe(20);
    expect(credits.filter((c) => c.userId === p.user.id)).toEqual([
      { userId: p.user.id, total: 20, gained: 20 },
    ]);
  });

  it('cannot stack: a second boost is refused while one is active and stays held', async () => {
    const p = await player();
    await grant(p.user.id, 'xp-boost-1.5x-1h', 1);
    await grant(p.user.id, 'xp-boost-2x-1h', 1);
    expect((await consume(p.client, 'xp-boost-1.5x-1h')).status).toBe(200);
    const second = await consume(p.client, 'xp-boost-2x-1h');
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(
      'An XP boost is already active: use this one when it ends',
    );
    expect(await items(p.client)).toEqual([
      { _id: 'xp-boost-2x-1h', amount: 1, name: 'XP boost 2x (1 hour)', image: null },
    ]);
  });

  it('end: no more boost, /users/me shows none, the tabs hear it once', async () => {
    const p = await player();
    const socket = await p.client.socket();
    sockets.push(socket);
    await grant(p.user.id, 'xp-boost-2x-1h', 1);
    expect((await consume(p.client, 'xp-boost-2x-1h')).status).toBe(200);
    // The hour passes.
    await t.app.services.db.execute(
      sql`UPDATE users SET xp_boost_until = now() - interval '1 second' WHERE id = ${p.user.id}`,
    );
    expect((await p.client.get('/api/users/me')).body.user.xpBoost).toBeNull();
    expect((await dice(p.client, 1_000)).status).toBe(200);
    expect(await xpOf(p.user.id)).toBe(10);

    const expired = nextEvent(socket, 'xp-boost.expired');
    expect(await t.app.services.xpBoosts.sweep()).toContain(p.user.id);
    expect((await expired).data).toEqual({ xpBoost: null });
    expect(await t.app.services.xpBoosts.sweep()).not.toContain(p.user.id);
    // A new boost can start once the old one ended.
    await grant(p.user.id, 'xp-boost-1.5x-1h', 1);
    expect((await consume(p.client, 'xp-boost-1.5x-1h')).status).toBe(200);
  });

  it('a level crossed with a boost is told with the boosted gain', async () => {
    const p = await player();
    await t.app.services.db.execute(
      sql`UPDATE users SET xp = ${xpToReach(1) - 5} WHERE id = ${p.user.id}`,
    );
    await grant(p.user.id, 'xp-boost-2x-1h', 1);
    expect((await consume(p.client, 'xp-boost-2x-1h')).status).toBe(200);
    credits.length = 0;
    expect((await dice(p.client, 300)).status).toBe(200);
    const [credit] = credits.filter((c) => c.userId === p.user.id);
    expect(credit).toEqual({ userId: p.user.id, total: xpToReach(1) + 1, gained: 6 });
    expect(levelOf(credit!.total - credit!.gained).level).toBe(0);
  });
});

describe('free cases', () => {
  it('open the free case, paid by promotions: the player gains the won value', async () => {
    const p = await player();
    await grant(p.user.id, FREE_CASE_ITEM, 2);
    const before = await balanceOf(p.client);
    const res = await consume(p.client, FREE_CASE_ITEM);
    expect(res.status).toBe(200);
    const { freeCase } = res.body;
    expect(freeCase.openings).toHaveLength(1);
    const [opening] = freeCase.openings;
    // The designated case: the cheapest of the site's own.
    const [cheapest] = await queryRows<{ id: string; slug: string; price: string }>(
      t.app.services.db,
      sql`SELECT id, slug, price::text AS price FROM cases
          WHERE active AND creator_id IS NULL ORDER BY price, slug LIMIT 1`,
    );
    expect(freeCase.case.slug).toBe(cheapest!.slug);
    expect(opening.caseId).toBe(cheapest!.id);
    expect(opening.price).toBe(Number(cheapest!.price));
    expect(freeCase.balance).toBe(before + opening.payout);
    expect(await balanceOf(p.client)).toBe(before + opening.payout);
    // Promotions paid the price in; the bet staked it and paid the item.
    const legs = await queryRows<{ kind: string; amount: string }>(
      t.app.services.db,
      sql`SELECT a.kind, e.amount::text AS amount FROM wallet_transfers tr
          JOIN wallet_entries e ON e.transfer_id = tr.id
          JOIN wallet_accounts a ON a.id = e.account_id
          WHERE tr.kind = 'free-case' AND tr.user_id = ${p.user.id} ORDER BY a.kind`,
    );
    expect(legs).toEqual([
      { kind: 'promo', amount: String(-opening.price) },
      { kind: 'user', amount: String(opening.price) },
    ]);
    const [bet] = await queryRows<{ amount: string; payout: string }>(
      t.app.services.db,
      sql`SELECT amount::text, payout::text FROM bets WHERE id = ${opening.id}`,
    );
    expect(bet).toEqual({ amount: String(opening.price), payout: String(opening.payout) });
    expect(await items(p.client)).toEqual([
      { _id: FREE_CASE_ITEM, amount: 1, name: 'Free case', image: null },
    ]);
  });

  it('parallel uses of the last one: exactly one opens', async () => {
    const p = await player();
    await grant(p.user.id, FREE_CASE_ITEM, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => consume(p.client, FREE_CASE_ITEM)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const [{ count }] = (await queryRows<{ count: string }>(
      t.app.services.db,
      sql`SELECT count(*)::text AS count FROM wallet_transfers
          WHERE kind = 'free-case' AND user_id = ${p.user.id}`,
    )) as [{ count: string }];
    expect(count).toBe('1');
    expect(await items(p.client)).toEqual([]);
  });

  it('parallel uses of the last boost: exactly one starts', async () => {
    const p = await player();
    await grant(p.user.id, 'xp-boost-2x-1h', 1);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => consume(p.client, 'xp-boost-2x-1h')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await items(p.client)).toEqual([]);
  });

  it('stay held while the case game is paused', async () => {
    const p = await player();
    await grant(p.user.id, FREE_CASE_ITEM, 1);
    await t.app.services.db.execute(
      sql`INSERT INTO game_switches (game, reason) VALUES ('case-unbox', 'test')`,
    );
    t.app.services.switchboard.forget();
    try {
      const res = await consume(p.client, FREE_CASE_ITEM);
      expect(res.status).toBe(409);
    } finally {
      await t.app.services.db.execute(sql`DELETE FROM game_switches WHERE game = 'case-unbox'`);
      t.app.services.switchboard.forget();
    }
    expect(await items(p.client)).toEqual([
      { _id: FREE_CASE_ITEM, amount: 1, name: 'Free case', image: null },
    ]);
  });
});
