import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEAL_SLACK_MS } from '../../games/pace';
import { ANONYMOUS_USER_ID } from '../../src/server/domain/accounts/anonymity';
import { pause } from '../helpers/notificationProbe';
import { racer, wager } from '../helpers/racePlayers';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Anonymous mode (Profile → Settings): the player's own account says it is on, and the
// public feeds of wins and wagers show the stand-in, id included, instead of the player.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ANONYMOUS = { id: ANONYMOUS_USER_ID, username: 'Anonymous', avatar: null, level: 0 };

const setAnonymous = (client: Client, anonymous: unknown) =>
  client.post('/api/users/me/anonymous', { anonymous });

describe('anonymous mode', () => {
  it('is off at first, turns on and off, and shows on the account', async () => {
    const { client } = await racer(t);
    expect((await client.get('/api/users/me')).body.user.anonymous).toBe(false);

    const on = await setAnonymous(client, true);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ anonymous: true });
    expect((await client.get('/api/users/me')).body.user.anonymous).toBe(true);

    expect((await setAnonymous(client, false)).body).toEqual({ anonymous: false });
    expect((await client.get('/api/users/me')).body.user.anonymous).toBe(false);
  });

  it('needs a session and a boolean', async () => {
    expect((await setAnonymous(new Client(t.url, t.origin), true)).status).toBe(401);
    const { client } = await racer(t);
    const bad = await setAnonymous(client, 'yes');
    expect(bad.status).toBe(400);
    expect((await client.get('/api/users/me')).body.user.anonymous).toBe(false);
  });

  it('hides the player in the live drops, named again once it is off', async () => {
    const only = { id: 'only', name: 'Anon item', image: null, rarity: 'restricted' as const };
    const box = await makeCase(t, { items: [{ ...only, price: 500, tickets: 100_000 }] });
    const { client, user } = await racer(t);
    const openShown = async () => {
      const res = await client.post(`/api/cases/${box.slug}/open`, { count: 1, pace: 'instant' });
      expect(res.status).toBe(200);
      await pause(REVEAL_SLACK_MS + 100);
      return (await new Client(t.url).get('/api/live-drops/history')).body.Global.All[0];
    };

    await setAnonymous(client, true);
    const hidden = await openShown();
    expect(hidden.user).toEqual(ANONYMOUS);
    expect(JSON.stringify(hidden)).not.toContain(user.username);

    await setAnonymous(client, false);
    expect((await openShown()).user).toMatchObject({ id: user.id, username: user.username });
  });

  it('hides the player on the race leaderboard, and still tells them their own place', async () => {
    const shy = await racer(t);
    const open = await racer(t);
    await setAnonymous(shy.client, true);
    await wager(shy.client, 2_000);
    await wager(open.client, 1_000);
    await t.app.services.accruals.drain();

    const [daily] = (await open.client.post('/api/race/get')).body.races;
    const leaders = daily.leaders as Array<{ user: { id: string; username: string } }>;
    expect(leaders.some((l) => l.user.id === shy.user.id)).toBe(false);
    expect(JSON.stringify(leaders)).not.toContain(shy.user.username);
    expect(leaders.find((l) => l.user.id === open.user.id)?.user.username).toBe(open.user.username);
    expect(leaders.filter((l) => l.user.id === ANONYMOUS_USER_ID).length).toBeGreaterThan(0);

    const mine = (await shy.client.post('/api/race/get')).body.races[0];
    expect(mine.me).toMatchObject({ wagered: 2_000 });
  });
});
