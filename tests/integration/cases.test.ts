import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casePrice, openCaseItems } from '../../games/case-unbox/core';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { gameSuite } from '../helpers/gameSuite';
import { pause } from '../helpers/notificationProbe';
import { makeCase, threeItems } from '../helpers/testCases';
import type { Client } from '../helpers/testApp';

const suite = gameSuite();
const { settled, player, balanceOf } = suite;

async function countOf(table: 'bets' | 'live_drops', userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    suite.t.app.services.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${userId}`,
  );
  return row!.n;
}

describe('cases', () => {
  it('are listed cheapest first with their top rarity, and shown with every item', async () => {
    const cheap = await makeCase(suite.t, { items: threeItems([10, 100, 1_000]) });
    const dear = await makeCase(suite.t, { items: threeItems([500, 9_000, 90_000]) });
    const { client } = await player();
    const list = await client.get('/api/cases');
    expect(list.status).toBe(200);
    const prices = list.body.cases.map((c: { price: number }) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const slugs = list.body.cases.map((c: { slug: string }) => c.slug);
    expect(slugs.indexOf(cheap.slug)).toBeLessThan(slugs.indexOf(dear.slug));
    const tile = list.body.cases.find((c: { slug: string }) => c.slug === dear.slug);
    expect(tile).toMatchObject({
      price: dear.price,
      topRarity: 'rare-special',
      itemCount: 3,
      creator: null,
    });
    expect((await client.get('/api/cases?kind=community')).body.cases).toEqual([]);

    const detail = await client.get(`/api/cases/${dear.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.case.items.map((i: { tickets: number }) => i.tickets)).toEqual([
      90_000, 9_900, 100,
    ]);
    expect(detail.body.case.price).toBe(casePrice(threeItems([500, 9_000, 90_000])));
  });

  it('refuse unknown slugs with 404 and malformed ones with 400', async () => {
    const { client } = await player();
    expect((await client.get('/api/cases/no-such-case')).status).toBe(404);
    for (const bad of ['UPPER', 'two--dashes', 'a'.repeat(65), 'semi;colon']) {
      expect((await client.get(`/api/cases/${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    expect((await client.get('/api/cases?kind=mine')).status).toBe(400);
  });
});

/**
 * Opens `box` one at a time, funding each opening, until one answers as `wanted` (at most
 * 20 tries): whether one did. Every answer must be a 200.
 */
async function openUntil(
  box: { slug: string; price: number },
  client: Client,
  userId: string,
  wanted: (opening: { item: { id: string }; payout: number }) => boolean,
): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    await transact(suite.t.app.services.db, (tx) =>
      suite.t.app.services.wallet.move(tx, {
        userId,
        amount: box.price,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 1, pace: 'instant' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (wanted(res.body.openings[0])) return true;
  }
  return false;
}

describe('opening cases', () => {
  it('stakes the price, pays each item, records each opening as a bet and a drop', async () => {
    const box = await makeCase(suite.t);
    const { client, user } = await player();
    const seeds = (await client.get('/api/fairness/seeds')).body.active;
    let balance = await balanceOf(client);
    const openings = [];
    for (const count of [1, 2, 3, 4, 5]) {
      const res = await client.post(`/api/cases/${box.slug}/open`, { count });
      expect(res.status).toBe(200);
      expect(res.body.openings).toHaveLength(count);
      balance += res.body.openings.reduce(
        (sum: number, o: { payout: number }) => sum + o.payout - box.price,
        0,
      );
      expect(res.body.balance).toBe(balance);
      expect(await balanceOf(client)).toBe(balance);
      openings.push(...res.body.openings);
    }
    // Fifteen openings, fifteen consecutive nonces of the same pair.
    expect(openings.map((o) => o.fairness.nonce)).toEqual([...Array(15).keys()]);
    expect(openings.every((o) => o.fairness.serverSeedHash === seeds.serverSeedHash)).toBe(true);
    expect(await countOf('bets', user.id)).toBe(15);
    expect(await countOf('live_drops', user.id)).toBe(15);
    expect(settled.filter((s) => s.userId === user.id && s.game === 'case-unbox')).toHaveLength(15);

    // Revealed, the seed reproduces every ticket and item with the pure core.
    const { revealed } = (await client.post('/api/fairness/seeds/rotate', { clientSeed: 'next' }))
      .body;
    const items = threeItems();
    for (const opening of openings) {
      const replay = openCaseItems(
        {
          serverSeed: revealed.serverSeed,
          clientSeed: revealed.clientSeed,
          nonce: opening.fairness.nonce,
        },
        items,
      );
      expect(opening.ticket).toBe(replay.ticket);
      expect(opening.item.id).toBe(replay.item.id);
    }

    // The instant-game history stays within its contract: openings are not dice bets.
    const history = await client.get('/api/games/bets');
    expect(history.status).toBe(200);
    expect(history.body.bets).toEqual([]);
  });

  it('refuses bad input and changes nothing', async () => {
    const box = await makeCase(suite.t);
    const { client, user } = await player();
    const before = await balanceOf(client);
    const bodies: unknown[] = [
      { count: 0 },
      { count: 6 },
      { count: 1.5 },
      { count: '3' },
      {},
      { count: 1, extra: 1 },
      { count: -1 },
      { count: null },
    ];
    for (const body of bodies) {
      const res = await client.post(`/api/cases/${box.slug}/open`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    expect((await client.post('/api/cases/no-such-case/open', { count: 1 })).status).toBe(404);
    expect((await client.post('/api/cases/Bad_Slug/open', { count: 1 })).status).toBe(400);
    expect(await balanceOf(client)).toBe(before);
    expect(await countOf('bets', user.id)).toBe(0);
    expect((await client.get('/api/fairness/seeds')).body.active.nonce).toBe(0);
  });

  it('needs a session', async () => {
    const box = await makeCase(suite.t);
    const { client } = await player();
    await client.post('/api/auth/logout');
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 1 });
    expect(res.status).toBe(401);
  });

  it('rolls every opening back when the balance runs out part way', async () => {
    // A case priced just under half the balance: two openings fit, the third does not. Its
    // value sits in one ticket in 100,000, so the duds pay nothing back in between.
    const { client, user } = await player();
    const grant = await balanceOf(client);
    const jackpot = (Math.floor(grant / 2) - 1) * 92_000;
    const items = [
      {
        id: 'dud',
        name: 'Nothing',
        image: null,
        rarity: 'consumer' as const,
        price: 0,
        tickets: 99_999,
      },
      {
        id: 'jackpot',
        name: 'Everything',
        image: null,
        rarity: 'covert' as const,
        price: jackpot,
        tickets: 1,
      },
    ];
    const box = await makeCase(suite.t, { items });
    expect(box.price).toBe(Math.floor(grant / 2) - 1);
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/balance/i);
    expect(await balanceOf(client)).toBe(grant);
    expect(await countOf('bets', user.id)).toBe(0);
    expect(await countOf('live_drops', user.id)).toBe(0);
    expect((await client.get('/api/fairness/seeds')).body.active.nonce).toBe(0);
  });

  it('tells the player of a high win, as the other games do', async () => {
    // 1,000.00 gems on 90% of the tickets: the case costs 978.27, so most openings win
    // above the default HIGH_WIN threshold (1,000.00).
    const box = await makeCase(suite.t, {
      items: [
        {
          id: 'win',
          name: 'AWP | Asiimov',
          image: null,
          rarity: 'covert',
          price: 100_000,
          tickets: 90_000,
        },
        { id: 'dud', name: 'Sticker', image: null, rarity: 'consumer', price: 0, tickets: 10_000 },
      ],
    });
    expect(box.price).toBe(97_827);
    const { client, user } = await player();
    // Instant reels: the notice starts once they have landed, after the reveal slack.
    const won = await openUntil(box, client, user.id, (opening) => opening.item.id === 'win');
    expect(won).toBe(true);
    let notices: Array<{ type: string; message: Array<{ value?: string }> }> = [];
    // Notices are raised after commit: poll the inbox for a moment.
    for (let i = 0; i < 50 && !notices.some((n) => n.type === 'HIGH_WIN'); i++) {
      notices = (await client.get('/api/notifications')).body.notifications;
      await pause(100);
    }
    const high = notices.find((n) => n.type === 'HIGH_WIN');
    expect(high?.message.map((b) => b.value ?? '').join('')).toContain('on Case Opening');
  });

  it('answers an opening that lands a worthless item, and shows its drop', async () => {
    // 99% of the tickets hold a 0.00 sticker: an opening pays 0.00 (or the rounding's
    // hundredth), and its answer and the live drops history must still be served.
    const box = await makeCase(suite.t, {
      items: [
        { id: 'dud', name: 'Sticker', image: null, rarity: 'consumer', price: 0, tickets: 99_000 },
        {
          id: 'win',
          name: 'AK-47 | Redline',
          image: null,
          rarity: 'classified',
          price: 10_000,
          tickets: 1_000,
        },
      ],
    });
    const { client, user } = await player();
    expect(await openUntil(box, client, user.id, (opening) => opening.payout === 0)).toBe(true);
    const history = await client.get('/api/live-drops/history');
    expect(history.status, JSON.stringify(history.body)).toBe(200);
  });

  it('will not store a case whose tickets do not add up or whose slug is taken', async () => {
    const { services } = suite.t.app;
    const attempt = (items = threeItems(), slug = 'broken-case') =>
      transact(services.db, (tx) =>
        services.cases.create(tx, { slug, name: 'Broken', image: null, items }),
      );
    await expect(attempt(threeItems().slice(0, 2))).rejects.toThrow(/add up to 100,000/);
    const taken = await makeCase(suite.t);
    await expect(attempt(threeItems(), taken.slug)).rejects.toThrow(/already exists/);
    await expect(attempt(threeItems(), 'Not A Slug')).rejects.toThrow(/lowercase/);
  });
});
