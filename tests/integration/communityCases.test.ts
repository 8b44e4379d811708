import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePrice, creatorFee, creatorFeeWithCarry } from '../../games/case-unbox/core';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import type { CatalogueItem } from '../../src/shared/contract/catalogue';
import { feedWithout, freshCaseName, pricedItems } from '../helpers/communityCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// One item the feed cannot price, so the builder's refusal of unpriced items is real.
const UNPRICED = 'AK-47 | Redline';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { priceFeed: feedWithout(UNPRICED) });
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.app.services.db, query);
  return Number(row!.n);
}

/** What the ledger says a creator earned: the sum of their creator-fee entries. */
const ledgerEarnings = (userId: string) =>
  count(sql`SELECT coalesce(sum(e.amount), 0)::bigint AS n
            FROM wallet_entries e
            JOIN wallet_transfers tr ON tr.id = e.transfer_id
            JOIN wallet_accounts a ON a.id = e.account_id
            WHERE tr.kind = 'creator-fee' AND a.user_id = ${userId}`);

const caseCount = () => count(sql`SELECT count(*)::int AS n FROM cases`);

/** Three cheap catalogue items as a case: 90%, 9.9% and 0.1%. */
async function threeItemCase(client: Client) {
  const [common, mid] = await pricedItems(client, 'Glock-18');
  const [rare] = await pricedItems(client, 'AWP');
  const items = [
    { item: common!, tickets: 90_000 },
    { item: mid!, tickets: 9_900 },
    { item: rare!, tickets: 100 },
  ];
  const price = casePrice(items.map(({ item, tickets }) => ({ price: item.price!, tickets })));
  return {
    items,
    price,
    body: (name = freshCaseName()) => ({
      name,
      imageCase: 'recoil-case',
      items: items.map(({ item, tickets }) => ({ id: item.id, tickets })),
      price,
    }),
  };
}

async function publish(client: Client, body: unknown) {
  const res = await client.post('/api/community-cases', body);
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.case as { slug: string; price: number; _id: string; name: string };
}

describe('the catalogue', () => {
  it("lists items with today's prices, searchable, filtered and sorted", async () => {
    const anyone = new Client(t.url, t.origin);
    const page = await anyone.get('/api/catalogue/items?search=karambit&sort=price-desc&limit=5');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(5);
    expect(page.body.pageCount).toBe(Math.ceil(page.body.total / 5));
    const prices = page.body.items.map((i: CatalogueItem) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.body.items.every((i: CatalogueItem) => /karambit/i.test(i.name))).toBe(true);

    const bounded = await anyone.get('/api/catalogue/items?minPrice=100&maxPrice=150&limit=60');
    expect(bounded.body.items.length).toBeGreaterThan(0);
    for (const item of bounded.body.items) expect(item.price).toBeGreaterThanOrEqual(100);
    for (const item of bounded.body.items) expect(item.price).toBeLessThanOrEqual(150);

    // An item the feed cannot price is listed without one, and left out by a price filter.
    const redline = await anyone.get(`/api/catalogue/items?search=${encodeURIComponent(UNPRICED)}`);
    expect(redline.body.items).toEqual([expect.objectContaining({ name: UNPRICED, price: null })]);
    const priced = await anyone.get(
      `/api/catalogue/items?search=${encodeURIComponent(UNPRICED)}&minPrice=0`,
    );
    expect(priced.body.items).toEqual([]);

    for (const bad of ['limit=61', 'page=0', 'sort=cheap', 'minPrice=-1', 'minPrice=5&maxPrice=4'])
      expect((await anyone.get(`/api/catalogue/items?${bad}`)).status, bad).toBe(400);
  });
});

describe('building a community case', () => {
  it('prices it by the site rule from catalogue prices, lists it and opens it like any case', async () => {
    const { client, user } = await player();
    const built = await threeItemCase(client);
    const name = freshCaseName('Neon Dreams');
    const made = await publish(client, { ...built.body(name), name: `  ${name} ` });
    expect(made.name).toBe(name);
    expect(made.slug).toBe(`community-${name.toLowerCase().replaceAll(' ', '-')}`);
    expect(made.price).toBe(built.price);

    const detail = (await client.get(`/api/cases/${made.slug}`)).body.case;
    expect(detail.creator).toMatchObject({ id: user.id, username: user.username });
    expect(detail.items.map((i: { tickets: number }) => i.tickets)).toEqual([90_000, 9_900, 100]);
    expect(detail.items.map((i: { price: number }) => i.price)).toEqual(
      built.items.map(({ item }) => item.price),
    );
    // The picture is the chosen site case's, whatever that is in this configuration.
    const recoil = (await client.get('/api/cases/recoil-case')).body.case;
    expect(detail.image).toBe(recoil.image);

    const list = await client.get(`/api/community-cases?search=${encodeURIComponent(name)}`);
    expect(list.status).toBe(200);
    expect(list.body.cases).toEqual([
      expect.objectContaining({
        slug: made.slug,
        price: built.price,
        openings: 0,
        earnings: 0,
        creator: expect.objectContaining({ username: user.username }),
      }),
    ]);
    // The official list stays the site's own.
    const official = (await client.get('/api/cases?kind=official')).body.cases;
    expect(official.some((c: { slug: string }) => c.slug === made.slug)).toBe(false);

    const { client: opener } = await player();
    const opened = await opener.post(`/api/cases/${made.slug}/open`, { count: 2, pace: 'instant' });
    expect(opened.status).toBe(200);
    expect(opened.body.openings).toHaveLength(2);
  });

  it('refuses, with a clear message and no change, every case that breaks the rules', async () => {
    const { client } = await player();
    const built = await threeItemCase(client);
    const base = built.body();
    const [redline] = (
      await client.get(`/api/catalogue/items?search=${encodeURIComponent(UNPRICED)}`)
    ).body.items as CatalogueItem[];
    const many = await pricedItems(client, '');
    expect(many.length).toBeGreaterThanOrEqual(31);
    const official = (await client.get('/api/cases/recoil-case')).body.case;
    const taken = await publish(client, built.body());
    const before = await caseCount();

    const cases: Array<[string, unknown, number, string | RegExp]> = [
      [
        'odds short of 100%',
        { ...base, items: [{ ...base.items[0]!, tickets: 89_999 }, ...base.items.slice(1)] },
        400,
        'items: The odds must add up to exactly 100%, not 99.999%',
      ],
      [
        'odds over 100%',
        { ...base, items: [{ ...base.items[0]!, tickets: 90_500 }, ...base.items.slice(1)] },
        400,
        'items: The odds must add up to exactly 100%, not 100.5%',
      ],
      [
        'an item twice',
        { ...base, items: [base.items[0]!, { ...base.items[0]!, tickets: 10_000 }] },
        400,
        `items: ${base.items[0]!.id} is in the case twice`,
      ],
      [
        'an item without a price',
        {
          ...base,
          items: [
            { id: redline!.id, tickets: 50_000 },
            { ...base.items[0]!, tickets: 50_000 },
          ],
        },
        400,
        `${UNPRICED} has no price yet, so it cannot go in a case`,
      ],
      [
        'an unknown item',
        {
          ...base,
          items: [
            { id: 'no-such-skin', tickets: 50_000 },
            { ...base.items[0]!, tickets: 50_000 },
          ],
        },
        400,
        'There is no catalogue item "no-such-skin"',
      ],
      [
        'one item',
        { ...base, items: [{ ...base.items[0]!, tickets: 100_000 }] },
        400,
        'items: A case needs at least 2 items',
      ],
      [
        '31 items',
        {
          ...base,
          items: many
            .slice(0, 31)
            .map((item, i) => ({ id: item.id, tickets: i === 0 ? 70_000 : 1_000 })),
        },
        400,
        'items: A case holds at most 30 items',
      ],
      [
        'odds below a ticket',
        { ...base, items: [{ ...base.items[0]!, tickets: 0.5 }] },
        400,
        'items.0.tickets: Odds must be whole tickets (steps of 0.001%)',
      ],
      ['a short name', { ...base, name: 'Ab' }, 400, 'name: Name must be at least 3 characters'],
      [
        'a long name',
        { ...base, name: 'A'.repeat(33) },
        400,
        'name: Name must be at most 32 characters',
      ],
      [
        'punctuation in the name',
        { ...base, name: 'Neon <Dreams>' },
        400,
        'name: Name may use only letters, digits and single spaces between words',
      ],
      [
        'two spaces in the name',
        { ...base, name: 'Neon  Dreams' },
        400,
        'name: Name may use only letters, digits and single spaces between words',
      ],
      [
        "another case's name in other letters",
        { ...base, name: taken.name.toUpperCase() },
        409,
        `A case called "${taken.name.toUpperCase()}" already exists: choose another name`,
      ],
      [
        "the site's own case's name",
        { ...base, name: official.name.toLowerCase() },
        409,
        `A case called "${official.name.toLowerCase()}" already exists: choose another name`,
      ],
      [
        'a picture that is not a site case',
        { ...base, imageCase: taken.slug },
        400,
        "Choose the picture of one of the site's cases",
      ],
      [
        'a price that moved',
        { ...base, price: built.price + 1 },
        409,
        /^Prices moved while you built it: the case now costs \d+\.\d\d gems/,
      ],
      ['an unknown field', { ...base, creator: 'me' }, 400, 'Unknown field: creator'],
    ];
    for (const [label, body, status, message] of cases) {
      const res = await client.post('/api/community-cases', body);
      expect(res.status, label).toBe(status);
      if (typeof message === 'string') expect(res.body.error.message, label).toBe(message);
      else expect(res.body.error.message, label).toMatch(message);
    }
    expect(await caseCount()).toBe(before);

    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/community-cases', base)).status).toBe(401);
    expect(await caseCount()).toBe(before);
  });

  it('gives one name to one of two players racing for it', async () => {
    const [{ client: a }, { client: b }] = await Promise.all([player(), player()]);
    const built = await threeItemCase(a);
    const name = freshCaseName('Race');
    const answers = await Promise.all([
      a.post('/api/community-cases', built.body(name)),
      b.post('/api/community-cases', built.body(name.toLowerCase())),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('opening community cases', () => {
  it('debits the opener, credits the creator 0.5% per request, exact to the hundredth', async () => {
    const { client: creatorClient, user: creator } = await player();
    const built = await threeItemCase(creatorClient);
    const made = await publish(creatorClient, built.body());
    const creatorBefore = await balanceOf(creatorClient);

    let fees = 0;
    let carry = 0;
    let openings = 0;
    for (const counts of [
      [1, 5, 2],
      [3, 4],
    ]) {
      const { client } = await player();
      let balance = await balanceOf(client);
      for (const n of counts) {
        const res = await client.post(`/api/cases/${made.slug}/open`, {
          count: n,
          pace: 'instant',
        });
        expect(res.status).toBe(200);
        const won = res.body.openings.reduce(
          (sum: number, o: { payout: number }) => sum + o.payout,
          0,
        );
        balance += won - made.price * n;
        expect(res.body.balance).toBe(balance);
        const due = creatorFeeWithCarry(made.price, n, carry);
        fees += due.fee;
        carry = due.carryE4;
        openings += n;
      }
      expect(await balanceOf(client)).toBe(balance);
    }
    // 0.5% of all 15 openings, rounded down once: what one request leaves over is carried
    expect(fees).toBe(Math.floor((made.price * 15 * 50) / 10_000));
    expect(await balanceOf(creatorClient)).toBe(creatorBefore + fees);
    expect(await ledgerEarnings(creator.id)).toBe(fees);

    const page = await creatorClient.get(`/api/community-cases/creators/${creator.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ openings, earnings: fees });
    expect(page.body.cases).toEqual([
      expect.objectContaining({ slug: made.slug, openings, earnings: fees }),
    ]);
  });

  it('pays no fee when the creator opens their own case, though the opening counts', async () => {
    const { client, user } = await player();
    const built = await threeItemCase(client);
    const made = await publish(client, built.body());
    const before = await balanceOf(client);
    const res = await client.post(`/api/cases/${made.slug}/open`, { count: 3, pace: 'instant' });
    expect(res.status).toBe(200);
    const won = res.body.openings.reduce((sum: number, o: { payout: number }) => sum + o.payout, 0);
    expect(await balanceOf(client)).toBe(before - 3 * made.price + won);
    expect(await ledgerEarnings(user.id)).toBe(0);
    const page = (await client.get(`/api/community-cases/creators/${user.id}`)).body;
    expect(page).toMatchObject({ openings: 3, earnings: 0 });
  });

  it('never overspends under parallel openings, and pays a fee per opening that went through', async () => {
    const { client: creatorClient, user: creator } = await player();
    // Items within 2% of each other: every opening pays back less than its price, so a
    // balance only falls, and once an opening is refused none after it can go through.
    const page = await creatorClient.get(
      '/api/catalogue/items?minPrice=15000&maxPrice=15300&sort=price-asc',
    );
    const [a, b] = page.body.items as CatalogueItem[];
    const made = await publish(creatorClient, {
      name: freshCaseName('Parallel'),
      imageCase: 'recoil-case',
      items: [
        { id: a!.id, tickets: 50_000 },
        { id: b!.id, tickets: 50_000 },
      ],
    });
    expect(made.price).toBeGreaterThan(Math.max(a!.price!, b!.price!));
    const { client, user } = await player();
    // Two and a half openings' worth: a dozen or so go through as the payouts come back.
    const start = Math.floor(made.price * 2.5);
    const { services } = t.app;
    await transact(services.db, (tx) =>
      services.wallet.move(tx, {
        userId: user.id,
        amount: start - user.balance,
        counterparty: 'cashier',
        kind: 'withdrawal',
      }),
    );
    expect(await balanceOf(client)).toBe(start);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.post(`/api/cases/${made.slug}/open`, { count: 1, pace: 'instant' }),
      ),
    );
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    for (const r of refused) expect(r.body.error.message).toBe('Insufficient balance');
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    const won = ok.reduce((sum, r) => sum + (r.body.openings[0].payout as number), 0);
    const end = await balanceOf(client);
    expect(end).toBe(start - ok.length * made.price + won);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBeLessThan(made.price);
    expect(await count(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`)).toBe(
      ok.length,
    );
    expect(creatorFee(made.price, 1)).toBeGreaterThan(0);
    // the fees of the requests that went through, the remainders carried from one to the next
    const fees = Math.floor((made.price * ok.length * 50) / 10_000);
    expect(await ledgerEarnings(creator.id)).toBe(fees);
    const creatorPage = (await client.get(`/api/community-cases/creators/${creator.id}`)).body;
    expect(creatorPage).toMatchObject({ openings: ok.length, earnings: fees });
  });

  it('opens a free case without debiting the player, once', async () => {
    const { client: creatorClient, user: creator } = await player();
    const built = await threeItemCase(creatorClient);
    const made = await publish(creatorClient, built.body());
    const { client, user } = await player();
    const before = await balanceOf(client);
    const grantId = randomUUID();
    const free = { kind: 'free' as const, grantId };
    const answer = await t.app.services.caseOpenings.open(user.id, made.slug, 1, 'instant', free);
    const won = answer.openings[0]!.payout;
    expect(answer.balance).toBe(before + won);
    expect(await balanceOf(client)).toBe(before + won);
    // The opening is an ordinary bet of the case's price, and the creator is paid for it.
    expect(
      await count(sql`SELECT amount::int AS n FROM bets WHERE id = ${answer.openings[0]!.id}`),
    ).toBe(made.price);
    expect(await ledgerEarnings(creator.id)).toBe(creatorFee(made.price, 1));

    await expect(
      t.app.services.caseOpenings.open(user.id, made.slug, 1, 'instant', free),
    ).rejects.toThrow('This free case was already opened');
    expect(await balanceOf(client)).toBe(before + won);
    expect(await count(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`)).toBe(
      1,
    );
  });
});

describe('the community list and creator pages', () => {
  it('searches by case or creator name, sorts, and pages', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const { client, user } = await player();
    const built = await threeItemCase(client);
    const cheap = await publish(client, built.body(`${tag} One`));
    // A dearer case: the rare item on more tickets.
    const dearBody = built.body(`${tag} Two`);
    dearBody.items[0]!.tickets = 80_000;
    dearBody.items[2]!.tickets = 10_100;
    delete (dearBody as { price?: number }).price;
    const dear = await publish(client, dearBody);
    expect(dear.price).toBeGreaterThan(cheap.price);
    const third = await publish(client, built.body(`${tag} Three`));
    const { client: opener } = await player();
    await opener.post(`/api/cases/${third.slug}/open`, { count: 2, pace: 'instant' });
    await opener.post(`/api/cases/${cheap.slug}/open`, { count: 1, pace: 'instant' });

    const slugs = async (query: string) =>
      (
        (await client.get(`/api/community-cases?search=${tag}&${query}`)).body.cases as Array<{
          slug: string;
        }>
      ).map((c) => c.slug);
    expect(await slugs('sort=newest')).toEqual([third.slug, dear.slug, cheap.slug]);
    expect(await slugs('sort=popular')).toEqual([third.slug, cheap.slug, dear.slug]);
    // Equal prices: the newer first.
    expect(await slugs('sort=price-desc')).toEqual([dear.slug, third.slug, cheap.slug]);
    expect(await slugs('sort=price-asc')).toEqual([third.slug, cheap.slug, dear.slug]);

    // The creator's name finds their cases too; wildcards are taken literally.
    const byCreator = await client.get(`/api/community-cases?search=${user.username}`);
    expect(byCreator.body.total).toBe(3);
    expect((await client.get('/api/community-cases?search=%25%25')).body.total).toBe(0);

    const all = await client.get('/api/community-cases');
    expect(all.body.page).toBe(1);
    expect(all.body.pageCount).toBe(Math.ceil(all.body.total / 24));
    expect((await client.get('/api/community-cases?page=999')).body.cases).toEqual([]);
    for (const bad of ['sort=cheap', 'page=0', `search=${'x'.repeat(65)}`])
      expect((await client.get(`/api/community-cases?${bad}`)).status, bad).toBe(400);
  });

  it('shows any player a creator page, and 404 for nobody', async () => {
    const { client, user } = await player();
    const page = await client.get(`/api/community-cases/creators/${user.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      creator: expect.objectContaining({ id: user.id, username: user.username }),
      cases: [],
      openings: 0,
      earnings: 0,
    });
    expect((await client.get(`/api/community-cases/creators/${randomUUID()}`)).status).toBe(404);
    expect((await client.get('/api/community-cases/creators/not-a-uuid')).status).toBe(400);
  });
});
