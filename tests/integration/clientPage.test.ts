import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClientConfig } from '../../src/shared/client-config';
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/session-hint';
import { STARTUP_USER_READ } from '../../src/shared/startup-user-read';
import { loadConfig } from '../../src/server/config';
import { NOT_LOGGED_IN, ROUTES } from '../e2e/route-list';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { precompress } from '../../tools/vite/precompress-plugin';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>t</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/** The page's script: as the build leaves it, with its brotli and gzip copies beside it. */
const SCRIPT = 'export const odds = [1, 2, 3];\n'.repeat(400);

/** The settings element of a served page, parsed as the client parses it. */
function configOf(html: string) {
  const match = /<script type="application\/json" id="client-config">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page carries the settings').not.toBeNull();
  return parseClientConfig(JSON.parse(match![1]!));
}

describe('the web app page carries the runtime client settings', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'build.json'), JSON.stringify({ id: 'b-123' }));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-abc.js'), SCRIPT);
    await precompress(dir, ['assets/index-abc.js']);
    const { client } = loadConfig({
      NODE_ENV: 'test',
      POSTHOG_KEY: 'phc_test',
      POSTHOG_HOST: 'https://e.gemdrop.example/',
      SENTRY_DSN: 'https://public@o1.ingest.example.com/7',
      HELPDESK_WEBSITE_ID: '8f0b2c9e-1d4a-4c3b-9e5f-0a1b2c3d4e5f',
      SUPPORT_EMAIL: 'help@gemdrop.example',
      DISCORD_CLIENT_SECRET: 'never-in-the-page',
      CATALOGUE_IMAGE_BASE: 'https://images.never-in-the-page.example',
    });
    t = await startTestApp({ serveClient: true, clientDir: dir, client });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the configured services into the home page and every page route', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/profile/settings', 401],
      ['/no-such-page', 404],
    ] as const) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(status);
      expect(configOf(await res.text()), path).toEqual({
        supportEmail: 'help@gemdrop.example',
        analytics: { key: 'phc_test', host: 'https://e.gemdrop.example' },
        errorReporting: { dsn: 'https://public@o1.ingest.example.com/7', environment: 'test' },
        helpdesk: { websiteId: '8f0b2c9e-1d4a-4c3b-9e5f-0a1b2c3d4e5f' },
        catalogueImages: true,
        brand: 'gemdrop',
      });
    }
  });

  it('answers every public route with the app, which renders it (tests/e2e/routes.spec.ts)', async () => {
    // The status says what the app shows: the page, the 401 page, or the 404 page.
    const statusOf = (heading: string) =>
      heading === NOT_LOGGED_IN ? 401 : heading === 'Page not found' ? 404 : 200;
    for (const [path, heading] of ROUTES) {
      const res = await fetch(`${t.url}${path}`);
      // A blog post's slug is any one segment: the post page itself says it was not found.
      const expected = path.startsWith('/blog/') ? 200 : statusOf(heading);
      expect(res.status, path).toBe(expected);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('answers the app with 404 for an unknown page, in any form', async () => {
    for (const path of [
      '/no-such-page/at-all',
      '/cs2-nope',
      '/fairness/nope',
      '/profile/nope',
      '/blog/a/b',
    ]) {
      const res = await fetch(`${t.url}${path}?x=1`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
    for (const path of ['/GAMES', '/games/', '/case-battles/anything', '/cs2-crash']) {
      expect((await fetch(`${t.url}${path}`)).status, path).toBe(200);
    }
    // Not a page: the API still answers its own 404 as JSON.
    const api = await fetch(`${t.url}/api/no-such-call`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('sends an old page address to where the page is now, for good, its query kept', async () => {
    for (const [from, to] of [
      ['/upgrader', '/skin-upgrader'],
      ['/Upgrader/', '/skin-upgrader'],
      ['/cs2-upgrader', '/cs2-skin-upgrader'],
      ['/fairness/upgrader?seed=abc&nonce=3', '/fairness/skin-upgrader?seed=abc&nonce=3'],
    ] as const) {
      const res = await fetch(`${t.url}${from}`, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
      expect((await fetch(`${t.url}${to}`)).status, to).toBe(200);
    }
    // A streamer's saved browser source follows too, its capture token kept; the capture
    // page is the app's canvas alone (no page route, so the app answers it as it always has).
    const capture = await fetch(`${t.url}/embed/upgrader?token=abc`, { redirect: 'manual' });
    expect(capture.status).toBe(301);
    expect(capture.headers.get('location')).toBe('/embed/skin-upgrader?token=abc');
    const moved = await fetch(`${t.url}/embed/skin-upgrader?token=abc`, { redirect: 'manual' });
    expect(await moved.text()).toContain('<div id="root"></div>');
  });

  it("answers the player's pages 200 for a player, 401 for a visitor or a stale session", async () => {
    const player = new Client(t.url);
    await player.register();
    for (const path of ['/profile', '/profile/history']) {
      const signedIn = await fetch(`${t.url}${path}`, { headers: { cookie: player.cookie } });
      expect(signedIn.status, path).toBe(200);
      const stale = await fetch(`${t.url}${path}`, { headers: { cookie: 'sid=ended-long-ago' } });
      expect(stale.status, path).toBe(401);
      expect(await stale.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('answers the back office 200 to staff only, and its 404 page to everyone else', async () => {
    const player = new Client(t.url);
    const moderator = new Client(t.url);
    const admin = new Client(t.url);
    const [, mod, boss] = await Promise.all([
      player.register(),
      moderator.register(),
      admin.register(),
    ]);
    await grantRole(t.app.services.db, mod.id, 'MODERATOR');
    await grantRole(t.app.services.db, boss.id, 'ADMIN');
    const statusAt = async (path: string, cookie?: string) =>
      (await fetch(`${t.url}${path}`, cookie ? { headers: { cookie } } : {})).status;
    for (const path of ['/admin', '/admin/']) {
      expect(await statusAt(path), path).toBe(404);
      expect(await statusAt(path, player.cookie), path).toBe(404);
      expect(await statusAt(path, moderator.cookie), path).toBe(200);
      expect(await statusAt(path, admin.cookie), path).toBe(200);
    }
    // A screen not built yet is the 404 page for staff too.
    expect(await statusAt('/admin/no-such-screen', admin.cookie)).toBe(404);
    expect(await statusAt('/admin/cashier', admin.cookie)).toBe(200);
    expect(await statusAt('/admin/cashier', moderator.cookie)).toBe(404);
    // A moderator opens moderation alone; the site runners' screens are 404 to them.
    expect(await statusAt('/admin/moderation', moderator.cookie)).toBe(200);
    expect(await statusAt('/admin/moderation', admin.cookie)).toBe(200);
    expect(await statusAt('/admin/moderation', player.cookie)).toBe(404);
    expect(await statusAt('/admin/games', admin.cookie)).toBe(200);
    expect(await statusAt('/admin/games', moderator.cookie)).toBe(404);
    expect(await statusAt('/admin/games')).toBe(404);
  });

  it('never puts server secrets in the page', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    expect(html).not.toContain('never-in-the-page');
  });

  it('gives a page load with a session cookie but no signed-in hint the hint, and no one else', async () => {
    const hintOf = (res: Response) =>
      res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    // A browser signed in before the hint existed: the session cookie alone.
    const old = await fetch(`${t.url}/dice`, { headers: { cookie: 'sid=some-session' } });
    expect(hintOf(old)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    const visitor = await fetch(`${t.url}/dice`);
    expect(hintOf(visitor)).toBeUndefined();
    const hinted = await fetch(`${t.url}/`, {
      headers: { cookie: `sid=some-session; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hintOf(hinted)).toBeUndefined();
  });

  it("starts a player's user read from the page's head, and a visitor's page reads nothing early", async () => {
    const preload = `<link rel="preload" as="fetch" href="/api${STARTUP_USER_READ}" crossorigin="use-credentials">`;
    const player = new Client(t.url);
    await player.register();
    const page = await fetch(`${t.url}/dice`, { headers: { cookie: player.cookie } });
    const html = await page.text();
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(page.headers.get('vary')).toMatch(/cookie/i);
    // The address answers the user alone, as the client's own read of it.
    const read = await fetch(`${t.url}/api${STARTUP_USER_READ}`, {
      headers: { cookie: player.cookie },
    });
    expect(Object.keys(await read.json())).toEqual(['user']);
    expect(await (await fetch(`${t.url}/dice`)).text()).not.toContain('rel="preload"');
  });

  it('serves the build id uncached, for the tabs that poll it', async () => {
    const res = await fetch(`${t.url}/build.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ id: 'b-123' });
  });

  it("sends a script compressed as the build wrote it, in the browser's preferred form", async () => {
    const url = `${t.url}/assets/index-abc.js`;
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accepts } });
      expect(res.status, accepts).toBe(200);
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('content-type'), accepts).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.get('cache-control'), accepts).toBe('public, max-age=31536000, immutable');
      // A cache in between must keep the forms apart.
      expect(res.headers.get('vary'), accepts).toMatch(/accept-encoding/i);
      const sent = Number(res.headers.get('content-length'));
      if (encoding) expect(sent, accepts).toBeLessThan(SCRIPT.length / 10);
      else expect(sent, accepts).toBe(SCRIPT.length);
      // fetch undoes the encoding: the script arrives as it was built.
      expect(await res.text(), accepts).toBe(SCRIPT);
    }
  });
});

describe('client settings from the environment', () => {
  it('are all off by default, with the default support address', () => {
    expect(loadConfig({}).client).toEqual({
      supportEmail: 'support@gemdrop.gg',
      analytics: null,
      errorReporting: null,
      helpdesk: null,
      catalogueImages: false,
      brand: 'gemdrop',
    });
  });

  it('refuse a malformed value at start-up, naming it', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ POSTHOG_HOST: 'ftp//x' })).toThrow(/POSTHOG_HOST/);
  });

  it('send analytics to the default host when only a key is set', () => {
    expect(loadConfig({ POSTHOG_KEY: 'phc_1' }).client.analytics).toEqual({
      key: 'phc_1',
      host: 'https://us.i.posthog.com',
    });
    expect(
      loadConfig({ SENTRY_DSN: 'https://k@o.example.com/1', SENTRY_ENVIRONMENT: 'staging' }).client
        .errorReporting,
    ).toEqual({ dsn: 'https://k@o.example.com/1', environment: 'staging' });
  });
});
