import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCalls } from '../../src/shared/contract';
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/session-hint';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// GET /startup is what a page reads when it opens, in one request: each part must be what
// its own route answers, for a visitor and for a player, so the stores can take their first
// state from it and refresh through the separate routes later.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PARTS = {
  notifications: '/api/notifications',
  chat: '/api/chat/history',
  emotes: '/api/emotes',
  online: '/api/users/online',
  rain: '/api/rain',
  liveDrops: '/api/live-drops/history',
  compliance: '/api/compliance',
  challenges: '/api/challenge/get-many',
} as const;

/** A player's own parts: what their routes answer, null for a visitor. */
const PLAYER_PARTS = {
  inventory: ['POST', '/api/user/inventory/get'],
  challengeTrackers: ['POST', '/api/challenge/tracker/get-many'],
  responsibleGambling: ['GET', '/api/responsible-gambling'],
} as const;

async function expectPartsAsTheirRoutes(client: Client, startup: Record<string, unknown>) {
  for (const [part, path] of Object.entries(PARTS)) {
    const own = path.startsWith('/api/challenge')
      ? await client.post(path)
      : await client.get(path);
    expect(own.status, path).toBe(200);
    expect(startup[part], part).toEqual(own.body);
  }
}

async function expectPlayerPartsAsTheirRoutes(client: Client, startup: Record<string, unknown>) {
  for (const [part, [method, path]] of Object.entries(PLAYER_PARTS)) {
    const own = await client.request(method, path);
    expect(own.status, path).toBe(200);
    expect(startup[part], part).toEqual(own.body);
  }
}

describe('GET /startup', () => {
  it('answers a visitor with no user (200, not 401) and every part as its route does', async () => {
    const visitor = new Client(t.url);
    // a stale hint changes nothing: no session, no user
    const res = await visitor.request('GET', '/api/startup', undefined, {
      cookie: `${SIGNED_IN_HINT_COOKIE}=1`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(httpCalls.getStartup.response.safeParse(res.body).error?.issues).toBeUndefined();
    expect(Object.keys(res.body).sort()).toEqual(
      ['user', ...Object.keys(PARTS), ...Object.keys(PLAYER_PARTS)].sort(),
    );
    expect(res.body.user).toBeNull();
    expect(res.body.inventory).toBeNull();
    expect(res.body.challengeTrackers).toBeNull();
    expect(res.body.responsibleGambling).toBeNull();
    await expectPartsAsTheirRoutes(visitor, res.body);
  });

  it('answers a player with the user /users/me gives and their own notifications', async () => {
    const player = new Client(t.url);
    const registered = await player.register();
    const res = await player.get('/api/startup');
    expect(res.status).toBe(200);
    expect(httpCalls.getStartup.response.safeParse(res.body).error?.issues).toBeUndefined();
    expect(res.body.user.id).toBe(registered.id);
    const me = await player.get('/api/users/me');
    expect(res.body.user).toEqual(me.body.user);
    await expectPartsAsTheirRoutes(player, res.body);
    await expectPlayerPartsAsTheirRoutes(player, res.body);

    // after logout the same client is a visitor again
    await player.post('/api/auth/logout');
    const after = await player.get('/api/startup');
    expect(after.status).toBe(200);
    expect(after.body.user).toBeNull();
  });

  it('answers only the parts asked for, and refuses a part it does not know', async () => {
    const player = new Client(t.url);
    const registered = await player.register();
    const res = await player.get(
      '/api/startup?parts=user,notifications,inventory,challengeTrackers,responsibleGambling',
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['challengeTrackers', 'inventory', 'notifications', 'responsibleGambling', 'user'].sort(),
    );
    expect(res.body.user.id).toBe(registered.id);
    await expectPlayerPartsAsTheirRoutes(player, res.body);

    for (const bad of ['', 'user,balance', 'USER']) {
      const refused = await player.get(`/api/startup?parts=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION');
    }
  });
});
