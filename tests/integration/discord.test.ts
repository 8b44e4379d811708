import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from '../../src/server/db/schema';
import { tokenHash } from '../../src/server/domain/accounts/secrets';
import { type DiscordStandIn, startDiscordStandIn } from '../helpers/discordStandIn';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let discord: DiscordStandIn;
let real: TestApp; // real adapter, pointed at the stand-in
let sandbox: TestApp; // default start: no Discord application configured

beforeAll(async () => {
  discord = await startDiscordStandIn();
  [real, sandbox] = await Promise.all([
    startTestApp({ discord: discord.discordConfig }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([real?.close(), sandbox?.close()]);
  await discord?.close();
});

/**
 * A logged-in player. Registered through the domain rather than POST /auth/register, whose
 * per-address throttle this file's many players would trip (it is not what is tested here).
 */
async function player(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const name = `d_${randomUUID().slice(0, 8)}`;
  const { user, token } = await t.app.services.accounts.register(
    { username: name, email: `${name}@example.test`, password: 'correct horse battery' },
    {},
  );
  client.cookie = `sid=${token}`;
  return Object.assign(client, { user });
}

/** The Discord flow cookie each client's browser holds, as a browser would keep it. */
const flowCookies = new WeakMap<Client, string>();

/** A GET as the browser would send it (session and flow cookies), without following redirects. */
async function browse(t: TestApp, client: Client, path: string) {
  const cookie = [client.cookie, flowCookies.get(client)].filter(Boolean).join('; ');
  const response = await fetch(t.url + path, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  const flow = response.headers.getSetCookie().find((c) => c.startsWith('discord_state='));
  if (flow) flowCookies.set(client, flow.split(';')[0]!);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** GET /discord/link: answers the authorize address it redirects to, and its state. */
async function startLink(t: TestApp, client: Client) {
  const res = await browse(t, client, '/api/discord/link');
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { location, state: location.searchParams.get('state')!, res };
}

/** The callback page, and the message its script posts to the opener. */
async function callback(t: TestApp, client: Client, query: Record<string, string>) {
  const res = await browse(t, client, `/api/discord/callback?${new URLSearchParams(query)}`);
  const posted = /var r=(\{.*?\});if\(window\.opener\)/.exec(res.text)?.[1];
  return { ...res, result: posted ? (JSON.parse(posted) as Record<string, string>) : undefined };
}

/** Link flow against the stand-in: link, "approve" on Discord, come back with the code. */
async function linkWithStandIn(client: Client, user: 'user' | 'user-hostile' = 'user') {
  const { state } = await startLink(real, client);
  return callback(real, client, { code: discord.issueCode(user), state });
}

const expireState = (t: TestApp, state: string) =>
  t.app.services.db
    .update(oauthStates)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oauthStates.stateHash, tokenHash(state)));

describe('Discord link with the real adapter (recorded answers)', () => {
  it("redirects to Discord's authorize page with a single-use state bound to the player", async () => {
    const client = await player(real);
    const user = client.user;
    const { location, state } = await startLink(real, client);
    expect(location.origin + location.pathname).toBe(`${discord.url}/oauth2/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'standin-client',
      scope: 'identify',
      redirect_uri: 'http://localhost:3999/api/discord/callback',
      state,
      prompt: 'consent',
    });
    // Stored hashed, for this player, for ten minutes.
    const [row] = await real.app.services.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, tokenHash(state)));
    expect(row).toMatchObject({ provider: 'discord', userId: user.id });
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('needs a session to start', async () => {
    const res = await browse(real, new Client(real.url), '/api/discord/link');
    expect(res.status).toBe(401);
  });

  it('links the account, reports it to the opener and shows it on /users/me', async () => {
    const client = await player(real);
    const res = await linkWithStandIn(client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.result).toEqual({
      type: 'discord',
      status: 'linked',
      message: 'Discord account nelly linked.',
    });
    // Posted only to our own origin; without an opener the page goes to the settings.
    expect(res.text).toContain('window.opener.postMessage(r,"http://localhost:3999")');
    expect(res.text).toContain("window.location.replace('/profile/settings')");
    const token = discord.requests.findLast((r) => r.path === '/api/oauth2/token')!;
    expect(new URLSearchParams(token.body).get('redirect_uri')).toBe(
      'http://localhost:3999/api/discord/callback',
    );

    const me = await client.get('/api/users/me');
    expect(me.body.user.platforms).toEqual({
      discord: { id: '80351110224678912', username: 'nelly' },
    });
    // Unlink again so other tests may link this Discord account.
    expect((await client.post('/api/discord/unlink')).body).toEqual({ ok: true });
  });

  it('serves the page with a nonce-only CSP and no caching', async () => {
    const client = await player(real);
    const { state } = await startLink(real, client);
    const res = await callback(real, client, { error: 'access_denied', state });
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(res.text).toContain(`<script nonce="${nonce}">`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.result).toEqual({
      type: 'discord',
      status: 'failed',
      message: 'Discord authorization was cancelled.',
    });
  });

  it('refuses a state used twice, an expired state, and another player’s state', async () => {
    const alice = await player(real);
    const used = await startLink(real, alice);
    expect(
      (await callback(real, alice, { error: 'access_denied', state: used.state })).status,
    ).toBe(400);
    const replay = await callback(real, alice, { code: discord.issueCode(), state: used.state });
    expect(replay.status).toBe(400);
    expect(replay.result).toMatchObject({
      status: 'failed',
      message: 'This Discord link request has expired or was already used. Please start again.',
    });

    const stale = await startLink(real, alice);
    await expireState(real, stale.state);
    const late = await callback(real, alice, { code: discord.issueCode(), state: stale.state });
    expect(late.status).toBe(400);
    expect(late.result?.message).toMatch(/expired/);

    // Bob signs in in the browser where Alice started: the browser matches, the account not.
    const bob = await player(real);
    const alices = await startLink(real, alice);
    flowCookies.set(bob, flowCookies.get(alice)!);
    const stolen = await callback(real, bob, { code: discord.issueCode(), state: alices.state });
    expect(stolen.status).toBe(403);
    expect(stolen.result?.message).toBe(
      'This Discord link request was started by another account. Please start again.',
    );
    const anonymous = await startLink(real, alice);
    const signedOut = new Client(real.url);
    flowCookies.set(signedOut, flowCookies.get(alice)!);
    const noSession = await callback(real, signedOut, {
      code: discord.issueCode(),
      state: anonymous.state,
    });
    expect(noSession.status).toBe(401);

    // Nothing got linked, and no Discord code was spent on a refused state.
    expect((await alice.get('/api/users/me')).body.user.platforms).toEqual({});
    expect((await bob.get('/api/users/me')).body.user.platforms).toEqual({});
  });

  it('refuses the callback in a browser that did not start the link, and keeps its state', async () => {
    const alice = await player(real);
    const { state } = await startLink(real, alice);
    // Alice's session in another browser (no flow cookie), then with a wrong one.
    const elsewhere = new Client(real.url);
    elsewhere.cookie = alice.cookie;
    for (const cookie of [undefined, 'discord_state=' + 'x'.repeat(43)]) {
      if (cookie) flowCookies.set(elsewhere, cookie);
      const res = await callback(real, elsewhere, { code: discord.issueCode(), state });
      expect(res.status).toBe(403);
      expect(res.result).toMatchObject({
        status: 'failed',
        message:
          'This Discord link request was started in another browser or has expired. Please start again.',
      });
    }
    expect((await alice.get('/api/users/me')).body.user.platforms).toEqual({});
    // The browser that started it still finishes.
    const res = await callback(real, alice, { code: discord.issueCode(), state });
    expect(res.result?.status).toBe('linked');
    expect((await alice.post('/api/discord/unlink')).status).toBe(200);
  });

  it('sets the flow cookie httpOnly, SameSite=Lax, short-lived, on the Discord routes only', async () => {
    const alice = await player(real);
    const { res, state } = await startLink(real, alice);
    const line = res.headers.getSetCookie().find((c) => c.startsWith('discord_state='))!;
    expect(line).toContain(`discord_state=${state}`);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\/api\/discord/);
    expect(line).toMatch(/Max-Age=600/);
  });

  it('links one Discord account to one player only', async () => {
    const first = await player(real);
    expect((await linkWithStandIn(first)).result?.status).toBe('linked');
    const second = await player(real);
    const res = await linkWithStandIn(second);
    expect(res.status).toBe(409);
    expect(res.result).toEqual({
      type: 'discord',
      status: 'failed',
      message: 'This Discord account is already linked to another user.',
    });
    expect((await second.get('/api/users/me')).body.user.platforms).toEqual({});
    // The owner may link it again (idempotent), and once unlinked it is free for others.
    expect((await linkWithStandIn(first)).result?.status).toBe('linked');
    await first.post('/api/discord/unlink');
    expect((await linkWithStandIn(second)).result?.status).toBe('linked');
    await second.post('/api/discord/unlink');
  });

  it('reports a refused code and an unreachable Discord as failures', async () => {
    const client = await player(real);
    const { state } = await startLink(real, client);
    const refused = await callback(real, client, { code: 'never-issued', state });
    expect(refused.status).toBe(400);
    expect(refused.result?.message).toBe(
      'Discord did not accept this authorization. Please start again.',
    );
    discord.behaviour.tokenEndpoint = 'server-error';
    try {
      const down = await linkWithStandIn(client);
      expect(down.status).toBe(502);
      expect(down.result?.message).toBe('Discord could not be reached. Please try again later.');
    } finally {
      discord.behaviour.tokenEndpoint = 'ok';
    }
  });

  it('escapes a hostile Discord username in the page and in the script', async () => {
    const client = await player(real);
    const res = await linkWithStandIn(client, 'user-hostile');
    expect(res.status).toBe(200);
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text).not.toContain('<img');
    expect(res.text).not.toContain('alert(1)</script>');
    expect(res.text).toContain('&#60;/script&#62;&#60;script&#62;alert(1)');
    // A raw line separator is harmless text in HTML but must not reach the script.
    const script = res.text.slice(res.text.indexOf('<script'));
    expect(script).not.toContain('\u2028');
    expect(script).toContain('\\u2028');
    // The opener still receives the exact name.
    expect(res.result?.message).toBe(
      'Discord account </script><script>alert(1)</script><img src=x onerror=alert(2)>&amp;\u2028 linked.',
    );
    await client.post('/api/discord/unlink');
  });

  it('never reflects hostile query parameters into the page', async () => {
    const client = await player(real);
    const hostile = '"><script>alert(document.cookie)</script>';
    const { state } = await startLink(real, client);
    const res = await callback(real, client, {
      code: hostile,
      state,
      error: hostile,
      error_description: hostile,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).not.toContain('alert(document.cookie)');
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.result?.status).toBe('failed');
  });

  it('refuses malformed callback input with a 400 naming the field', async () => {
    const client = new Client(real.url, real.origin);
    const missing = await client.get('/api/discord/callback?code=abc');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ message: 'state: is required', code: 'VALIDATION' });
    const odd = await client.get(
      `/api/discord/callback?code=abc&state=${encodeURIComponent('<b>')}`,
    );
    expect(odd.body.error.message).toBe('state: is not a link state this site issued');
    const long = await client.get(
      `/api/discord/callback?state=${'a'.repeat(43)}&code=${'c'.repeat(600)}`,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/^code: /);
  });
});

describe('POST /discord/check with the real adapter', () => {
  it('answers true for a member and false for the recorded Unknown Member (10007)', async () => {
    const client = await player(real);
    await linkWithStandIn(client);
    discord.members.set('80351110224678912', 'member');
    expect((await client.post('/api/discord/check')).body).toEqual({ data: { state: true } });
    const asked = discord.requests.findLast((r) => r.path.includes('/members/'))!;
    expect(asked.headers.authorization).toBe('Bot standin-bot-token');

    discord.members.delete('80351110224678912');
    const no = await client.post('/api/discord/check');
    expect(no.status).toBe(200);
    expect(no.body).toEqual({ data: { state: false } });
    await client.post('/api/discord/unlink');
  });

  it('answers 502 with the spec fallback text when Discord fails', async () => {
    const client = await player(real);
    await linkWithStandIn(client);
    discord.members.set('80351110224678912', 'server-error');
    try {
      const res = await client.post('/api/discord/check');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        error: { message: 'An error occurred.', code: 'DISCORD_UNAVAILABLE' },
      });
    } finally {
      discord.members.delete('80351110224678912');
      await client.post('/api/discord/unlink');
    }
  });

  it('asks to link first, and forgets the link after unlink', async () => {
    const client = await player(real);
    const notLinked = await client.post('/api/discord/check');
    expect(notLinked.status).toBe(400);
    expect(notLinked.body).toEqual({
      error: { message: 'Link your Discord account first', code: 'DISCORD_NOT_LINKED' },
    });

    await linkWithStandIn(client);
    expect((await client.post('/api/discord/unlink')).body).toEqual({ ok: true });
    expect((await client.get('/api/users/me')).body.user.platforms).toEqual({});
    expect((await client.post('/api/discord/check')).status).toBe(400);
  });

  it('needs a session, refuses unknown body fields and throttles each player', async () => {
    expect((await new Client(real.url).post('/api/discord/check')).status).toBe(401);
    expect((await new Client(real.url).post('/api/discord/unlink')).status).toBe(401);
    const client = await player(real);
    const extra = await client.post('/api/discord/check', { guild: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Unknown field: guild');

    // 10 a minute (the refused body above never reached the check): the 11th is refused.
    for (let i = 0; i < 10; i++) expect((await client.post('/api/discord/check')).status).toBe(400);
    const refused = await client.post('/api/discord/check');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    // Another player is not affected.
    const other = await player(real);
    expect((await other.post('/api/discord/check')).status).toBe(400);
  });
});

describe('Discord sandbox (default start)', () => {
  /** Link flow through the sandbox pages, as a browser would click through them. */
  async function linkInSandbox(client: Client, username: string) {
    const { location, state } = await startLink(sandbox, client);
    expect(location.origin + location.pathname).toBe(
      'http://localhost:3999/api/sandbox/discord/authorize',
    );
    const page = await browse(sandbox, client, location.pathname + location.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Discord sandbox — no real Discord account is used');
    expect(page.text).toContain(`name="state" value="${state}"`);
    const approve = await browse(
      sandbox,
      client,
      `/api/sandbox/discord/approve?${new URLSearchParams({ state, username, decision: 'approve' })}`,
    );
    expect(approve.status).toBe(302);
    const back = new URL(approve.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:3999/api/discord/callback');
    return callback(sandbox, client, Object.fromEntries(back.searchParams));
  }

  it('links offline, and the sandbox says who is in the server', async () => {
    const member = await player(sandbox);
    const res = await linkInSandbox(member, 'Sandy.Member');
    expect(res.result).toEqual({
      type: 'discord',
      status: 'linked',
      message: 'Discord account sandy.member linked.',
    });
    expect((await member.get('/api/users/me')).body.user.platforms.discord).toEqual({
      id: 'sandbox_sandy.member',
      username: 'sandy.member',
    });
    expect((await member.post('/api/discord/check')).body).toEqual({ data: { state: true } });

    const outsider = await player(sandbox);
    await linkInSandbox(outsider, 'not_member_42');
    expect((await outsider.post('/api/discord/check')).body).toEqual({ data: { state: false } });

    const copycat = await player(sandbox);
    expect((await linkInSandbox(copycat, 'sandy.member')).status).toBe(409);
  });

  it('returns to the callback with access_denied when the player cancels', async () => {
    const client = await player(sandbox);
    const { state } = await startLink(sandbox, client);
    const cancel = await browse(
      sandbox,
      client,
      `/api/sandbox/discord/approve?${new URLSearchParams({ state, decision: 'cancel' })}`,
    );
    const back = new URL(cancel.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await callback(sandbox, client, Object.fromEntries(back.searchParams));
    expect(res.result?.message).toBe('Discord authorization was cancelled.');
  });

  it('refuses bad sandbox input, and any redirect but our callback', async () => {
    const client = new Client(sandbox.url, sandbox.origin);
    const state = 'a'.repeat(43);
    const badName = await client.get(
      `/api/sandbox/discord/approve?state=${state}&decision=approve&username=${encodeURIComponent('<b>hi</b>')}`,
    );
    expect(badName.status).toBe(400);
    expect(badName.body.error.message).toBe(
      'username: must be 2-32 lowercase letters, digits, underscores or dots',
    );
    const noName = await client.get(`/api/sandbox/discord/approve?state=${state}&decision=approve`);
    expect(noName.body.error.message).toBe('username: is required to approve');
    const elsewhere = await client.get(
      `/api/sandbox/discord/authorize?response_type=code&state=${state}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe("redirect_uri: must be this site's Discord callback");
  });

  it('is not served when a real Discord application is configured', async () => {
    const res = await new Client(real.url).get(
      '/api/sandbox/discord/authorize?response_type=code&state=x',
    );
    expect(res.status).toBe(404);
  });
});
