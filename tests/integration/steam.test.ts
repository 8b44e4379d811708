import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { formFields, runResultPage, visit } from '../helpers/steamBrowser';
import {
  PROFILED_STEAM_ID,
  STANDIN_API_KEY,
  startSteamStandIn,
  steamFixture,
} from '../helpers/steamStandIn';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const profile = JSON.parse(steamFixture('GetPlayerSummaries.json')) as {
  response: { players: Array<{ personaname: string; avatarfull: string }> };
};

async function countRows(t: TestApp, table: 'users' | 'oauth_states' | 'sessions') {
  const [row] = await queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return row!.n;
}

describe('Log in with Steam against a stand-in Steam', () => {
  let t: TestApp;
  let steam: Awaited<ReturnType<typeof startSteamStandIn>>;

  beforeAll(async () => {
    steam = await startSteamStandIn();
    t = await startTestApp({
      steam: { openIdUrl: steam.endpoint, apiKey: STANDIN_API_KEY, apiUrl: steam.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });

  /** GET /auth/steam: answers the return_to the app asked Steam to come back to. */
  async function begin(redirect = '/') {
    const res = await visit(`${t.url}/api/auth/steam?redirect=${encodeURIComponent(redirect)}`);
    expect(res.status).toBe(302);
    const provider = new URL(res.location!);
    expect(provider.origin + provider.pathname).toBe(steam.endpoint);
    return provider.searchParams.get('openid.return_to')!;
  }

  /** The browser coming back from Steam: return_to (on the site origin) plus the assertion. */
  function land(returnTo: string, fields: Record<string, string>) {
    const url = new URL(returnTo);
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
    return visit(`${t.url}${url.pathname}${url.search}`);
  }

  async function signIn(steamId: string, redirect = '/') {
    const returnTo = await begin(redirect);
    return land(returnTo, steam.assert(returnTo, steamId));
  }

  it('redirects to the provider with checkid_setup and keeps only a hash of the state', async () => {
    const res = await visit(`${t.url}/api/auth/steam?redirect=/cases`);
    expect(res.status).toBe(302);
    const params = Object.fromEntries(new URL(res.location!).searchParams);
    expect(params).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.realm': t.origin,
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    const returnTo = new URL(params['openid.return_to']!);
    expect(returnTo.origin + returnTo.pathname).toBe(`${t.origin}/api/auth/steam/return`);
    const state = returnTo.searchParams.get('state')!;
    const [row] = await queryRows<{ provider: string; redirect: string; ttl: number }>(
      t.app.services.db,
      sql`SELECT provider, redirect, extract(epoch FROM expires_at - now())::int AS ttl
          FROM oauth_states WHERE state_hash = ${sha256(state)}`,
    );
    expect(row).toMatchObject({ provider: 'steam', redirect: '/cases' });
    expect(row!.ttl).toBeGreaterThan(590);
    expect(row!.ttl).toBeLessThanOrEqual(600);
  });

  it('creates a new player from the Steam profile, with the demo grant and a working cookie', async () => {
    const usersBefore = await countRows(t, 'users');
    const res = await signIn(PROFILED_STEAM_ID, '/cases');
    expect(res.status).toBe(200);
    expect(res.sessionCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(res.sessionCookie).toMatch(/HttpOnly/);
    expect(res.sessionCookie).toMatch(/SameSite=Lax/);
    expect(res.sessionCookie).toMatch(/Path=\//);
    expect(await countRows(t, 'users')).toBe(usersBefore + 1);

    const popup = runResultPage(res.html, res.headers.get('content-security-policy'), true);
    expect(popup.posted).toEqual([
      { message: { type: 'auth', status: 'authenticated' }, targetOrigin: t.origin },
    ]);
    expect(popup.closed).toBe(true);
    const tab = runResultPage(res.html, res.headers.get('content-security-policy'), false);
    expect(tab.navigatedTo).toBe(`${t.origin}/cases`);

    // The provider was asked, the way Steam expects to be asked.
    const check = steam.checks.at(-1)!;
    expect(check.contentType).toBe('application/x-www-form-urlencoded');
    expect(check.fields['openid.mode']).toBe('check_authentication');
    expect(check.fields['openid.claimed_id']).toBe(
      `https://steamcommunity.com/openid/id/${PROFILED_STEAM_ID}`,
    );

    const me = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: res.cookie!,
    });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      username: profile.response.players[0]!.personaname,
      avatar: profile.response.players[0]!.avatarfull,
      email: null,
      balance: 100_000,
      roles: ['PLAYER'],
      // What Profile → Settings and Security show: the Steam account, and no password.
      platforms: { steam: { id: PROFILED_STEAM_ID } },
      hasPassword: false,
    });
    const [row] = await t.app.services.db
      .select()
      .from(users)
      .where(eq(users.steamId, PROFILED_STEAM_ID));
    expect(row).toMatchObject({ passwordHash: null, email: null, id: me.body.user.id });
  });

  it('finds the same player on the next sign-in, without a second grant', async () => {
    const first = await signIn(PROFILED_STEAM_ID);
    const usersBefore = await countRows(t, 'users');
    const second = await signIn(PROFILED_STEAM_ID);
    expect(second.status).toBe(200);
    expect(await countRows(t, 'users')).toBe(usersBefore);
    expect(second.cookie).not.toBe(first.cookie);
    const me = (cookie: string) =>
      new Client(t.url).request('GET', '/api/users/me', undefined, { cookie });
    const [a, b] = [await me(first.cookie!), await me(second.cookie!)];
    expect(b.body.user.id).toBe(a.body.user.id);
    expect(b.body.user.balance).toBe(100_000);
  });

  it('leaves a Steam sign-in to a 2FA account able only to verify its code', async () => {
    const first = await signIn('76561198000777001');
    const as = (cookie: string) => {
      const client = new Client(t.url);
      client.cookie = cookie;
      return client;
    };
    const { id } = (await as(first.cookie!).get('/api/users/me')).body.user;
    const totp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') });
    await t.app.services.db.execute(
      sql`UPDATE users SET totp_secret = ${totp.secret.base32}, totp_enabled_at = now() WHERE id = ${id}`,
    );

    const second = await signIn('76561198000777001');
    const pending = as(second.cookie!);
    const me = await pending.get('/api/users/me');
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('TWO_FACTOR_CODE_REQUIRED');
    expect((await pending.get('/api/auth/websocket')).status).toBe(401);
    expect((await pending.post('/api/auth/2fa/verify', { code: '000000' })).status).toBe(400);
    expect((await pending.get('/api/users/me')).status).toBe(401);

    expect((await pending.post('/api/auth/2fa/verify', { code: totp.generate() })).body).toEqual({
      ok: true,
    });
    expect((await pending.get('/api/users/me')).body.user.id).toBe(id);
  });

  it('names a player without a Steam profile steam_<last 6 digits>, or longer when taken', async () => {
    const res = await signIn('76561198000123456');
    const me = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: res.cookie!,
    });
    expect(me.body.user).toMatchObject({ username: 'steam_123456', avatar: null });

    await new Client(t.url).register('steam_654321');
    const other = await signIn('76561198000654321');
    const them = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: other.cookie!,
    });
    expect(them.body.user.username).toBe('steam_1198000654321');
  });

  it('refuses a forged assertion that Steam does not confirm, creating nothing', async () => {
    const returnTo = await begin();
    const genuine = steam.assert(returnTo, '76561198000000777');
    const forged = {
      ...genuine,
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198000000666',
      'openid.identity': 'https://steamcommunity.com/openid/id/76561198000000666',
    };
    const [usersBefore, sessionsBefore] = [
      await countRows(t, 'users'),
      await countRows(t, 'sessions'),
    ];
    const res = await land(returnTo, forged);
    expect(steam.checks.at(-1)!.fields['openid.claimed_id']).toContain('76561198000000666');
    expect(res.status).toBe(400);
    expect(res.sessionCookie).toBeUndefined();
    const popup = runResultPage(res.html, res.headers.get('content-security-policy'), true);
    expect(popup.posted[0]!.message).toEqual({
      type: 'auth',
      status: 'failed',
      message: 'Steam did not confirm this sign-in. Please try again.',
    });
    expect(
      runResultPage(res.html, res.headers.get('content-security-policy'), false).navigatedTo,
    ).toBeNull();
    expect(await countRows(t, 'users')).toBe(usersBefore);
    expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
  });

  it('reports a Steam that cannot be reached, without signing in', async () => {
    steam.behaviour.hangUp = true;
    try {
      const res = await signIn('76561198000000778');
      expect(res.status).toBe(400);
      expect(res.sessionCookie).toBeUndefined();
      const popup = runResultPage(res.html, res.headers.get('content-security-policy'), true);
      expect(popup.posted[0]!.message).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/could not be reached/),
      });
    } finally {
      steam.behaviour.hangUp = false;
    }
  });

  // From here the stand-in confirms anything: only the app's own checks stand in the way.
  describe('with a provider that would confirm anything', () => {
    beforeAll(() => void (steam.behaviour.alwaysValid = true));
    afterAll(() => void (steam.behaviour.alwaysValid = false));

    async function expectFailed(res: Awaited<ReturnType<typeof visit>>, message: RegExp) {
      expect(res.status).toBe(400);
      expect(res.sessionCookie).toBeUndefined();
      const popup = runResultPage(res.html, res.headers.get('content-security-policy'), true);
      expect(popup.posted[0]!.message).toMatchObject({ type: 'auth', status: 'failed' });
      expect((popup.posted[0]!.message as { message: string }).message).toMatch(message);
    }

    it('refuses an assertion made for another return_to', async () => {
      const returnTo = await begin();
      const other = await begin();
      const res = await land(returnTo, steam.assert(other, '76561198000000701'));
      await expectFailed(res, /could not be verified/);
    });

    it('refuses an assertion whose return_to leaves the site', async () => {
      const returnTo = await begin();
      const res = await land(
        returnTo,
        steam.assert(returnTo.replace(t.origin, 'https://evil.example'), '76561198000000702'),
      );
      await expectFailed(res, /could not be verified/);
    });

    it('refuses a claimed_id that is not a Steam identity', async () => {
      const returnTo = await begin();
      const fields = steam.assert(returnTo, '76561198000000703');
      fields['openid.claimed_id'] =
        'https://steamcommunity.com.evil.example/openid/id/76561198000000703';
      fields['openid.identity'] = fields['openid.claimed_id'];
      await expectFailed(await land(returnTo, fields), /could not be verified/);
    });

    it('refuses an assertion from another endpoint', async () => {
      const returnTo = await begin();
      const fields = steam.assert(returnTo, '76561198000000704');
      fields['openid.op_endpoint'] = 'https://evil.example/openid/login';
      await expectFailed(await land(returnTo, fields), /could not be verified/);
    });

    it('refuses a replayed state, even with a fresh assertion', async () => {
      const returnTo = await begin();
      const first = await land(returnTo, steam.assert(returnTo, '76561198000000705'));
      expect(first.status).toBe(200);
      const replay = await land(returnTo, steam.assert(returnTo, '76561198000000705'));
      await expectFailed(replay, /expired or was already used/);
    });

    it('refuses an expired state', async () => {
      const returnTo = await begin();
      const state = new URL(returnTo).searchParams.get('state')!;
      await queryRows(
        t.app.services.db,
        sql`UPDATE oauth_states SET expires_at = now() - interval '1 second'
            WHERE state_hash = ${sha256(state)}`,
      );
      const res = await land(returnTo, steam.assert(returnTo, '76561198000000706'));
      await expectFailed(res, /expired or was already used/);
    });

    it('refuses the return in a browser that did not start it, and signs nobody in', async () => {
      const returnTo = await begin();
      const fields = steam.assert(returnTo, '76561198000000708');
      const url = new URL(returnTo);
      for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
      const path = `${t.url}${url.pathname}${url.search}`;
      const usersBefore = await countRows(t, 'users');
      const sessionsBefore = await countRows(t, 'sessions');
      const checksBefore = steam.checks.length;
      for (const cookie of [undefined, `steam_state=${'x'.repeat(43)}`, 'steam_state=']) {
        const res = await visit(path, {
          anotherBrowser: true,
          headers: cookie ? { cookie } : {},
        });
        await expectFailed(res, /started in another browser/);
      }
      expect(await countRows(t, 'users')).toBe(usersBefore);
      expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
      // Refused before Steam was asked, and the state still belongs to its own browser.
      expect(steam.checks.length).toBe(checksBefore);
      const own = await visit(path);
      expect(own.status).toBe(200);
      expect(own.cookie).toBeDefined();
    });

    it('keeps the state in an httpOnly, SameSite=Lax, ten-minute cookie for the Steam routes', async () => {
      const res = await visit(`${t.url}/api/auth/steam?redirect=/`);
      const returnTo = new URL(new URL(res.location!).searchParams.get('openid.return_to')!);
      const line = res.flowCookie!;
      expect(line).toContain(`steam_state=${returnTo.searchParams.get('state')}`);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Path=\/api\/auth\/steam/);
      expect(line).toMatch(/Max-Age=600/);
    });

    it('refuses a state it never issued', async () => {
      const returnTo = `${t.origin}/api/auth/steam/return?state=never-issued`;
      await expectFailed(
        await land(returnTo, steam.assert(returnTo, '76561198000000707')),
        /expired/,
      );
    });

    it('reports a cancelled sign-in', async () => {
      const returnTo = await begin();
      const res = await land(returnTo, {
        'openid.ns': 'http://specs.openid.net/auth/2.0',
        'openid.mode': 'cancel',
      });
      await expectFailed(res, /cancelled/);
    });
  });

  it('does not log a banned player in', async () => {
    const steamId = '76561198000000800';
    expect((await signIn(steamId)).status).toBe(200);
    const until = new Date(Date.now() + 86_400_000);
    await t.app.services.db
      .update(users)
      .set({ bannedUntil: until })
      .where(eq(users.steamId, steamId));
    const sessionsBefore = await countRows(t, 'sessions');

    const res = await signIn(steamId, '/cases');
    expect(res.status).toBe(403);
    expect(res.sessionCookie).toBeUndefined();
    expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
    const csp = res.headers.get('content-security-policy');
    expect(runResultPage(res.html, csp, true).posted[0]!.message).toEqual({
      type: 'auth',
      status: 'blocked',
      until: until.toISOString(),
    });
    expect(runResultPage(res.html, csp, false).navigatedTo).toBe(`${t.origin}/?blocked=1`);
  });

  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['evil'],
    ['/\t/evil.example'],
    ['/a b'],
    [`/${'x'.repeat(600)}`],
  ])('refuses the redirect %j before anything is stored', async (redirect) => {
    const before = await countRows(t, 'oauth_states');
    const res = await new Client(t.url).get(
      `/api/auth/steam?redirect=${encodeURIComponent(redirect)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^redirect: /);
    expect(await countRows(t, 'oauth_states')).toBe(before);
  });

  it('escapes a hostile redirect in the page and allows only its own script', async () => {
    const hostile = `/</script><script>alert(document.cookie)</script>"'&<!--`;
    const res = await signIn('76561198000000900', hostile);
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('<script>alert');
    expect(res.html).not.toContain('</script><script>');
    expect(res.html.match(/<script/g)).toHaveLength(1);

    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The hostile path survives only as data: the page goes exactly there, on this site.
    const tab = runResultPage(res.html, csp, false);
    expect(tab.navigatedTo).toBe(new URL(hostile, t.origin).href);
    expect(new URL(tab.navigatedTo!).origin).toBe(t.origin);
  });

  it('serves no sandbox provider when a real one is configured', async () => {
    expect((await visit(`${t.url}/api/sandbox/steam/openid`)).status).toBe(404);
  });

  it('escapes hostile return parameters too', async () => {
    const res = await visit(
      `${t.url}/api/auth/steam/return?state=${encodeURIComponent('<script>alert(1)</script>')}&openid.mode=${encodeURIComponent('"><script>alert(2)</script>')}`,
    );
    expect(res.status).toBe(400);
    expect(res.html).not.toContain('alert(');
    expect(res.html.match(/<script/g)).toHaveLength(1);
  });
});

/** A free loopback port, so the app can know its own URL (the sandbox calls itself). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Log in with Steam on the default start (sandbox provider)', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    t = await startTestApp({ port, siteOrigin: `http://127.0.0.1:${port}` });
    expect(t.app.services.config.steam.openIdUrl).toBeUndefined();
  });
  afterAll(() => t.close());

  /** /auth/steam -> the sandbox page -> its form: answers the redirect back to return_to. */
  async function throughSandbox(choice: Record<string, string>, redirect = '/') {
    const start = await visit(`${t.url}/api/auth/steam?redirect=${encodeURIComponent(redirect)}`);
    expect(start.status).toBe(302);
    expect(start.location!.startsWith(`${t.origin}/api/sandbox/steam/openid?`)).toBe(true);

    const page = await visit(start.location!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Steam sandbox — no real Steam account is used');
    // Under no-referrer the browser would post the form with Origin: null (refused as CSRF).
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const action = /<form method="post" action="([^"]+)"/.exec(page.html)![1]!;

    const submitted = await visit(new URL(action, t.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.origin },
      body: new URLSearchParams({ ...formFields(page.html), ...choice }).toString(),
    });
    expect(submitted.status).toBe(302);
    return submitted.location!;
  }

  it('signs in end to end: provider page, form, return, cookie', async () => {
    const back = await throughSandbox({ preset: '76561197960287930' }, '/battles');
    expect(back.startsWith(`${t.origin}/api/auth/steam/return?state=`)).toBe(true);

    // Opened in another browser, the same return signs nobody in.
    const elsewhere = await visit(back, { anotherBrowser: true });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.cookie).toBeUndefined();

    const res = await visit(back);
    expect(res.status).toBe(200);
    expect(res.cookie).toBeDefined();
    const csp = res.headers.get('content-security-policy');
    expect(runResultPage(res.html, csp, true).posted[0]!.message).toEqual({
      type: 'auth',
      status: 'authenticated',
    });
    expect(runResultPage(res.html, csp, false).navigatedTo).toBe(`${t.origin}/battles`);

    const me = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: res.cookie!,
    });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ username: 'steam_287930', balance: 100_000 });

    // The same return cannot be used twice.
    const replay = await visit(back);
    expect(replay.status).toBe(400);
    expect(replay.cookie).toBeUndefined();
  });

  it('signs in with a typed SteamID64', async () => {
    const res = await visit(await throughSandbox({ steamid: '76561198012345678' }));
    const me = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: res.cookie!,
    });
    expect(me.body.user.username).toBe('steam_345678');
  });

  it('does not confirm an assertion changed on the way back', async () => {
    const back = new URL(await throughSandbox({ preset: '76561197960287930' }));
    const victim = 'https://steamcommunity.com/openid/id/76561197960435530';
    back.searchParams.set('openid.claimed_id', victim);
    back.searchParams.set('openid.identity', victim);
    const usersBefore = await countRows(t, 'users');
    const res = await visit(back.href);
    expect(res.status).toBe(400);
    expect(res.cookie).toBeUndefined();
    const popup = runResultPage(res.html, res.headers.get('content-security-policy'), true);
    expect(popup.posted[0]!.message).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/did not confirm/),
    });
    expect(await countRows(t, 'users')).toBe(usersBefore);
  });

  it('answers check_authentication as Steam does: is_valid:true once', async () => {
    const back = new URL(await throughSandbox({ preset: '76561197960287930' }));
    const fields = Object.fromEntries(
      [...back.searchParams].filter(([key]) => key.startsWith('openid.')),
    );
    const check = () =>
      fetch(`${t.url}/api/sandbox/steam/openid`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, 'openid.mode': 'check_authentication' }),
      }).then((r) => r.text());
    expect(await check()).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    expect(await check()).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n');
  });

  it('refuses to send the browser to another site', async () => {
    const url = new URL(`${t.url}/api/sandbox/steam/openid`);
    url.searchParams.set('openid.ns', 'http://specs.openid.net/auth/2.0');
    url.searchParams.set('openid.mode', 'checkid_setup');
    url.searchParams.set('openid.return_to', 'https://evil.example/steal');
    url.searchParams.set('openid.realm', 'https://evil.example');
    url.searchParams.set('openid.identity', 'http://specs.openid.net/auth/2.0/identifier_select');
    url.searchParams.set('openid.claimed_id', 'http://specs.openid.net/auth/2.0/identifier_select');
    const res = await visit(url.href);
    expect(res.status).toBe(400);
    expect(res.html).not.toContain('<form');
  });
});

describe('Linking Steam to an existing account', () => {
  let t: TestApp;
  let steam: Awaited<ReturnType<typeof startSteamStandIn>>;
  let nextId = 76561198100000000n;
  const freshSteamId = () => String(nextId++);

  beforeAll(async () => {
    steam = await startSteamStandIn();
    t = await startTestApp({
      steam: { openIdUrl: steam.endpoint, apiKey: STANDIN_API_KEY, apiUrl: steam.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });

  /** Starts a link as `client`'s player; answers the return_to and the flow cookie. */
  async function beginLink(client: Client) {
    const res = await visit(`${t.url}/api/auth/steam/link?redirect=/profile/settings`, {
      headers: { cookie: client.cookie },
    });
    expect(res.status).toBe(302);
    const returnTo = new URL(res.location!).searchParams.get('openid.return_to')!;
    return { returnTo, flow: res.flowCookie!.split(';')[0]! };
  }

  /** The browser coming back from Steam with `cookie` (session and flow state). */
  function land(returnTo: string, steamId: string, cookie: string) {
    const url = new URL(returnTo);
    for (const [key, value] of Object.entries(steam.assert(returnTo, steamId)))
      url.searchParams.set(key, value);
    return visit(`${t.url}${url.pathname}${url.search}`, { headers: { cookie } });
  }

  async function link(client: Client, steamId: string) {
    const { returnTo, flow } = await beginLink(client);
    return land(returnTo, steamId, `${client.cookie}; ${flow}`);
  }

  async function steamSignIn(steamId: string) {
    const res = await visit(`${t.url}/api/auth/steam?redirect=/`);
    const returnTo = new URL(res.location!).searchParams.get('openid.return_to')!;
    const url = new URL(returnTo);
    for (const [key, value] of Object.entries(steam.assert(returnTo, steamId)))
      url.searchParams.set(key, value);
    return visit(`${t.url}${url.pathname}${url.search}`);
  }

  it('links Steam to a password account, and Steam signs that account in from then on', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const steamId = freshSteamId();
    const res = await link(client, steamId);
    expect(res.status).toBe(200);
    expect(res.sessionCookie).toBeUndefined();
    const popup = runResultPage(res.html, res.headers.get('content-security-policy'), true);
    expect(popup.posted).toEqual([
      { message: { type: 'auth', status: 'linked' }, targetOrigin: t.origin },
    ]);
    const tab = runResultPage(res.html, res.headers.get('content-security-policy'), false);
    expect(tab.navigatedTo).toBe(`${t.origin}/profile/settings`);
    expect((await client.get('/api/users/me')).body.user.platforms.steam).toEqual({ id: steamId });

    const usersBefore = await countRows(t, 'users');
    const signedIn = await steamSignIn(steamId);
    expect(signedIn.status).toBe(200);
    expect(await countRows(t, 'users')).toBe(usersBefore);
    const me = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: signedIn.cookie!,
    });
    expect(me.body.user.id).toBe(user.id);
  });

  it("refuses a Steam account that is another player's, and changes nothing", async () => {
    const taken = freshSteamId();
    expect((await steamSignIn(taken)).status).toBe(200);
    const client = new Client(t.url, t.origin);
    await client.register();
    const res = await link(client, taken);
    expect(res.status).toBe(400);
    expect(res.html).toContain('This Steam account already belongs to another account here');
    expect((await client.get('/api/users/me')).body.user.platforms.steam).toBeUndefined();
  });

  it('never replaces a link, and finishes only in the session that started it', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const first = freshSteamId();
    expect((await link(client, first)).status).toBe(200);
    const again = await link(client, freshSteamId());
    expect(again.status).toBe(400);
    expect(again.html).toContain('already linked to another Steam account');

    // Started by one player, returned to in the same browser now signed in as another.
    const starter = new Client(t.url, t.origin);
    await starter.register();
    const other = new Client(t.url, t.origin);
    await other.register();
    const { returnTo, flow } = await beginLink(starter);
    const res = await land(returnTo, freshSteamId(), `${other.cookie}; ${flow}`);
    expect(res.status).toBe(400);
    expect(res.html).toContain('Linking Steam was started by another account');
    expect((await starter.get('/api/users/me')).body.user.platforms.steam).toBeUndefined();
    expect((await other.get('/api/users/me')).body.user.platforms.steam).toBeUndefined();

    expect((await visit(`${t.url}/api/auth/steam/link`)).status).toBe(401);
  });

  it('unlinks only an account that keeps a password to sign in with', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const none = await client.post('/api/users/me/steam/unlink', {});
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('STEAM_NOT_LINKED');
    const steamId = freshSteamId();
    await link(client, steamId);
    const unlinked = await client.post('/api/users/me/steam/unlink', {});
    expect(unlinked.status).toBe(200);
    expect((await client.get('/api/users/me')).body.user.platforms.steam).toBeUndefined();

    const steamOnly = await steamSignIn(freshSteamId());
    const refused = await new Client(t.url).request(
      'POST',
      '/api/users/me/steam/unlink',
      {},
      { cookie: steamOnly.cookie!, origin: t.origin },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('STEAM_ONLY_SIGN_IN');
  });
});
