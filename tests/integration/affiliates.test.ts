import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { visit } from '../helpers/steamBrowser';
import { STANDIN_API_KEY, startSteamStandIn } from '../helpers/steamStandIn';

// Affiliates: a player makes a code; /r/{code} asks the server to remember it for this
// browser (an httpOnly cookie); the account created with it is linked in its own
// transaction (3 free cases, a +5% REFERRAL deposit bonus); each referred wager earns the
// affiliate 10% of its house edge (dice: 1%), exact, paid in whole hundredths by a claim.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

const code = () => `c${randomUUID().slice(0, 8)}`;

/** The referral cookie a visit set, ready for a Cookie header (undefined if none). */
function referralCookieFrom(headers: Headers): string | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith('referral='));
  return line?.split(';')[0];
}

/** A visitor's browser at /r/{code}: the landing's call, and the cookie it was handed. */
async function visitLanding(client: Client, landingCode: string) {
  const res = await client.post('/api/affiliate/visit', { data: { code: landingCode } });
  return { res, cookie: referralCookieFrom(res.headers), setCookies: res.headers.getSetCookie() };
}

/** Registers with the cookies this browser holds (the session, if any, and the referral). */
async function registerWith(client: Client, referralCookie: string | undefined) {
  const name = `p_${randomUUID().slice(0, 8)}`;
  const cookie = [client.cookie, referralCookie].filter(Boolean).join('; ');
  const res = await client.post(
    '/api/auth/register',
    {
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    },
    cookie ? { cookie } : {},
  );
  expect(res.status).toBe(200);
  return { user: res.body.user as { id: string; username: string }, res };
}

async function affiliateWithCode(): Promise<{ client: Client; id: string; code: string }> {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  const wanted = code();
  const res = await client.post('/api/affiliate/code/create', { data: { code: wanted } });
  expect(res.status).toBe(200);
  return { client, id: user.id, code: res.body.affiliate.code as string };
}

/** A new player referred by `affiliateCode`, signed in. */
async function referredPlayer(affiliateCode: string) {
  const client = new Client(t.url, t.origin);
  const { cookie } = await visitLanding(client, affiliateCode);
  expect(cookie).toBeDefined();
  const { user } = await registerWith(client, cookie);
  return { client, user };
}

async function freeCasesOf(userId: string): Promise<number> {
  const items = await t.app.services.inventory.list(userId);
  return items.find((item) => item.item === 'free-case')?.amount ?? 0;
}

async function referralOf(userId: string) {
  const rows = await queryRows<{ affiliate_id: string; code: string }>(
    t.app.services.db,
    sql`SELECT affiliate_id, code FROM referrals WHERE referee_id = ${userId}`,
  );
  return rows[0] ?? null;
}

async function balanceOf(client: Client): Promise<number> {
  const me = await client.get('/api/users/me');
  return me.body.user.balance as number;
}

async function diceBet(client: Client, amount: number) {
  const res = await client.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });
  expect(res.status).toBe(200);
}

describe('referral codes', () => {
  it('creates a lowercase code, unique whatever the case, refusing bad ones', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const wanted = `Gem-${randomUUID().slice(0, 6)}_X`;
    const created = await client.post('/api/affiliate/code/create', { data: { code: wanted } });
    expect(created.status).toBe(200);
    expect(created.body.affiliate).toMatchObject({
      code: wanted.toLowerCase(),
      canChangeCode: true,
      commissionBps: 1_000,
      referees: 0,
      earned: 0,
      claimable: 0,
    });
    expect(created.body.referredBy).toBeNull();

    const other = new Client(t.url, t.origin);
    await other.register();
    const taken = await other.post('/api/affiliate/code/create', {
      data: { code: wanted.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('That code is already taken');

    for (const [bad, message] of [
      ['ab', 'A code has at least 3 characters'],
      ['x'.repeat(17), 'A code has at most 16 characters'],
      ['no spaces', 'A code may only use letters, digits, dashes and underscores'],
    ]) {
      const res = await other.post('/api/affiliate/code/create', { data: { code: bad } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const mine = await other.get('/api/affiliate');
    expect(mine.body.affiliate.code).toBeNull();
  });

  it('lets a code change until someone joins with it', async () => {
    const affiliate = await affiliateWithCode();
    const renamed = code();
    const changed = await affiliate.client.post('/api/affiliate/code/create', {
      data: { code: renamed },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.affiliate.code).toBe(renamed);
    // The old code is free again and no longer leads anywhere.
    const old = await visitLanding(new Client(t.url, t.origin), affiliate.code);
    expect(old.res.body.referral.status).toBe('NOT_FOUND');
    expect(old.cookie).toBeUndefined();

    await referredPlayer(renamed);
    const locked = await affiliate.client.post('/api/affiliate/code/create', {
      data: { code: code() },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(
      'Your code cannot change once players have joined with it',
    );
    const after = await affiliate.client.get('/api/affiliate');
    expect(after.body.affiliate).toMatchObject({ code: renamed, canChangeCode: false });
  });
});

describe('the referral landing and sign-up', () => {
  it('remembers a visitor’s code in an httpOnly cookie and links the account it creates', async () => {
    const affiliate = await affiliateWithCode();
    const visitor = new Client(t.url, t.origin);
    const landing = await visitLanding(visitor, affiliate.code.toUpperCase());
    expect(landing.res.status).toBe(200);
    expect(landing.res.body.referral).toEqual({
      code: affiliate.code,
      affiliate: expect.any(String),
      status: 'SAVED',
      freeCases: 3,
      depositBonus: { type: 'REFERRAL', factor: 0.05 },
    });
    const line = landing.setCookies.find((c) => c.startsWith('referral='))!;
    expect(line).toContain(`referral=${affiliate.code}`);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\/api\/auth/);
    expect(line).toMatch(/SameSite=Lax/i);

    const { user, res } = await registerWith(visitor, landing.cookie);
    // The code has done its part: the browser forgets it.
    expect(res.headers.getSetCookie().some((c) => /^referral=;/.test(c))).toBe(true);
    expect(await freeCasesOf(user.id)).toBe(3);
    expect(await referralOf(user.id)).toEqual({ affiliate_id: affiliate.id, code: affiliate.code });

    // The free cases open once the player's own play covers them (playCover.ts): three
    // cheapest cases, 5.86 gems, against the edge kept of all their wagers.
    const early = await visitor.post('/api/user/inventory/consume', { data: { id: 'free-case' } });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('NEEDS_PLAY');
    expect(early.body.error.message).toMatch(
      /^Play first: wager [\d,.]+ more gems to unlock your referral free cases$/,
    );
    expect(await freeCasesOf(user.id)).toBe(3);

    const mine = await visitor.get('/api/affiliate');
    expect(mine.body.referredBy).toMatchObject({
      code: affiliate.code,
      depositBonus: { type: 'REFERRAL', factor: 0.05 },
    });
    expect(await t.app.services.affiliates.depositBonusesOf(user.id)).toEqual([
      { type: 'REFERRAL', factor: 0.05 },
    ]);
    const stats = await affiliate.client.get('/api/affiliate');
    expect(stats.body.affiliate).toMatchObject({ referees: 1, wagered: 0, earned: 0 });
    const list = await affiliate.client.get('/api/affiliate/referees?page=0');
    expect(list.body).toMatchObject({ total: 1, pageSize: 50 });
    expect(list.body.referees).toEqual([
      { username: user.username, joinedAt: expect.any(String), wagered: 0, earned: 0 },
    ]);
    // A read, so a GET: a bad page is refused with the contract's words.
    const bad = await affiliate.client.get('/api/affiliate/referees?page=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Page must be from 0 to 100000');

    // 500.00 gems on dice keep 3.00 of edge: not yet; 1,500.00 keep 9.00: all three open.
    const { db, wallet } = t.app.services;
    await transact(db, (tx) =>
      wallet.move(tx, {
        userId: user.id,
        amount: 100_000,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
    const dice = (amount: number) =>
      visitor.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });
    expect((await dice(50_000)).status).toBe(200);
    const short = await visitor.post('/api/user/inventory/consume', { data: { id: 'free-case' } });
    expect(short.status).toBe(403);
    expect((await dice(100_000)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect(
        (await visitor.post('/api/user/inventory/consume', { data: { id: 'free-case' } })).status,
      ).toBe(200);
    expect(await freeCasesOf(user.id)).toBe(0);
  });

  it('links nothing without a landing visit, and refuses unknown or malformed codes', async () => {
    const plain = new Client(t.url, t.origin);
    const { user } = await registerWith(plain, undefined);
    expect(await referralOf(user.id)).toBeNull();
    expect(await freeCasesOf(user.id)).toBe(0);
    expect(await t.app.services.affiliates.depositBonusesOf(user.id)).toEqual([]);

    const visitor = new Client(t.url, t.origin);
    const unknown = await visitLanding(visitor, 'nobody-has-this');
    expect(unknown.res.status).toBe(200);
    expect(unknown.res.body.referral).toMatchObject({ status: 'NOT_FOUND', affiliate: null });
    expect(unknown.cookie).toBeUndefined();
    const malformed = await visitLanding(visitor, '<script>');
    expect(malformed.res.status).toBe(400);
    expect(malformed.cookie).toBeUndefined();

    // A cookie forged by hand is only as good as a visit: an unknown code links nothing.
    const { user: forged } = await registerWith(visitor, 'referral=nobody-has-this');
    expect(await referralOf(forged.id)).toBeNull();
    expect(await freeCasesOf(forged.id)).toBe(0);
  });

  it('refuses self-referral: the affiliate’s own link keeps nothing and links nothing', async () => {
    const affiliate = await affiliateWithCode();
    const own = await visitLanding(affiliate.client, affiliate.code);
    expect(own.res.status).toBe(200);
    expect(own.res.body.referral.status).toBe('OWN_CODE');
    expect(own.cookie).toBeUndefined();

    // Even were the code to reach its own owner's sign-up, nothing would link.
    const linked = await transact(t.app.services.db, (tx) =>
      t.app.services.affiliates.linkNewPlayer(tx, affiliate.id, affiliate.code),
    );
    expect(linked).toBe(false);
    expect(await referralOf(affiliate.id)).toBeNull();
    expect(await freeCasesOf(affiliate.id)).toBe(0);
    const stats = await affiliate.client.get('/api/affiliate');
    expect(stats.body.affiliate.referees).toBe(0);
  });

  it('never re-links an account: a signed-in player’s visit keeps nothing', async () => {
    const first = await affiliateWithCode();
    const second = await affiliateWithCode();
    const { client, user } = await referredPlayer(first.code);

    const again = await visitLanding(client, second.code);
    expect(again.res.status).toBe(200);
    expect(again.res.body.referral.status).toBe('SIGNED_IN');
    expect(again.cookie).toBeUndefined();

    // Linking the existing account again, by any code, changes nothing.
    const linked = await transact(t.app.services.db, (tx) =>
      t.app.services.affiliates.linkNewPlayer(tx, user.id, second.code),
    );
    expect(linked).toBe(false);
    expect(await referralOf(user.id)).toEqual({ affiliate_id: first.id, code: first.code });
    expect(await freeCasesOf(user.id)).toBe(3);
    const stats = await second.client.get('/api/affiliate');
    expect(stats.body.affiliate.referees).toBe(0);
  });
});

describe('commission', () => {
  it('earns 10% of referred wagers’ house edge, exact, and a claim pays whole hundredths', async () => {
    const affiliate = await affiliateWithCode();
    const { client: referee, user } = await referredPlayer(affiliate.code);
    const stranger = new Client(t.url, t.origin);
    await stranger.register();

    // Dice keeps 1%: 5,000 + 3,333 + 2,222 = 10,555 staked, 105.55 hundredths of edge,
    // 10.555 of commission: 10 claimable, 0.555 kept.
    for (const amount of [5_000, 3_333, 2_222]) await diceBet(referee, amount);
    await diceBet(stranger, 9_000); // nobody referred the stranger: earns nobody anything
    await t.app.services.accruals.drain();

    const stats = await affiliate.client.get('/api/affiliate');
    expect(stats.body.affiliate).toMatchObject({
      referees: 1,
      wagered: 10_555,
      earned: 10,
      claimable: 10,
      claimed: 0,
    });
    const list = await affiliate.client.get('/api/affiliate/referees?page=0');
    expect(list.body.referees).toEqual([
      { username: user.username, joinedAt: expect.any(String), wagered: 10_555, earned: 10 },
    ]);

    const before = await balanceOf(affiliate.client);
    const claim = await affiliate.client.post('/api/affiliate/claim');
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ claimed: 10, balance: before + 10 });
    expect(claim.body.affiliate).toMatchObject({ earned: 10, claimable: 0, claimed: 10 });
    expect(await balanceOf(affiliate.client)).toBe(before + 10);

    // The kept 0.555 plus 450 staked (0.45 more): 1.005, so 1 more to claim.
    await diceBet(referee, 450);
    await t.app.services.accruals.drain();
    const later = await affiliate.client.get('/api/affiliate');
    expect(later.body.affiliate).toMatchObject({
      wagered: 11_005,
      earned: 11,
      claimable: 1,
      claimed: 10,
    });
    const [units] = await queryRows<{ claimable: string; earned: string }>(
      t.app.services.db,
      sql`SELECT claimable_e8::text AS claimable, earned_e8::text AS earned
          FROM affiliate_balances WHERE user_id = ${affiliate.id}`,
    );
    expect(units).toEqual({ claimable: '100500000', earned: '1100500000' });
    const second = await affiliate.client.post('/api/affiliate/claim');
    expect(second.body).toMatchObject({ claimed: 1, balance: before + 11 });

    const nothing = await affiliate.client.post('/api/affiliate/claim');
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe('There is no commission to claim yet');
  });

  it('pays parallel claims once', async () => {
    const affiliate = await affiliateWithCode();
    const { client: referee } = await referredPlayer(affiliate.code);
    for (const amount of [10_000, 10_000, 5_000]) await diceBet(referee, amount);
    await t.app.services.accruals.drain(); // 25,000 staked: 250 of edge, 25 of commission

    const before = await balanceOf(affiliate.client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => affiliate.client.post('/api/affiliate/claim')),
    );
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.claimed).toBe(25);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await balanceOf(affiliate.client)).toBe(before + 25);
    const [claims] = await queryRows<{ n: number; total: string }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n, sum(amount)::text AS total
          FROM affiliate_claims WHERE user_id = ${affiliate.id}`,
    );
    expect(claims).toEqual({ n: 1, total: '25' });
  });

  it('refuses claims and statistics to visitors', async () => {
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/affiliate/claim')).status).toBe(401);
    expect((await visitor.get('/api/affiliate')).status).toBe(401);
    expect((await visitor.get('/api/affiliate/referees?page=0')).status).toBe(401);
  });
});

describe('a Steam sign-in that creates the account', () => {
  let app: TestApp;
  let steam: Awaited<ReturnType<typeof startSteamStandIn>>;
  beforeAll(async () => {
    steam = await startSteamStandIn();
    app = await startTestApp({
      steam: { openIdUrl: steam.endpoint, apiKey: STANDIN_API_KEY, apiUrl: steam.url },
    });
  });
  afterAll(async () => {
    await app.close();
    await steam.close();
  });

  it('links the referral the browser brought', async () => {
    const affiliate = new Client(app.url, app.origin);
    const owner = await affiliate.register();
    const wanted = code();
    await affiliate.post('/api/affiliate/code/create', { data: { code: wanted } });

    const start = await visit(`${app.url}/api/auth/steam?redirect=/`);
    const returnTo = new URL(new URL(start.location!).searchParams.get('openid.return_to')!);
    const steamId = `7656119${String(Date.now()).slice(-10)}`;
    for (const [key, value] of Object.entries(steam.assert(returnTo.toString(), steamId)))
      returnTo.searchParams.set(key, value);
    const state = returnTo.searchParams.get('state')!;
    const landed = await visit(`${app.url}${returnTo.pathname}${returnTo.search}`, {
      headers: { cookie: `steam_state=${state}; referral=${wanted}` },
    });
    expect(landed.status).toBe(200);

    const [created] = await queryRows<{ id: string }>(
      app.app.services.db,
      sql`SELECT id FROM users WHERE steam_id = ${steamId}`,
    );
    const [link] = await queryRows<{ affiliate_id: string }>(
      app.app.services.db,
      sql`SELECT affiliate_id FROM referrals WHERE referee_id = ${created!.id}`,
    );
    expect(link).toEqual({ affiliate_id: owner.id });
    const items = await app.app.services.inventory.list(created!.id);
    expect(items.find((item) => item.item === 'free-case')?.amount).toBe(3);
  });
});
