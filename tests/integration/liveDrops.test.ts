import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_DROPS_HISTORY_SIZE } from '../../src/shared/contract';
import { liveDropSchema } from '../../src/shared/contract/liveDrops';
import { REVEAL_SLACK_MS } from '../../games/pace';
import { pause } from '../helpers/notificationProbe';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Top from 100.00 gems here, so the test cases' items fall on both sides of it.
const TOP_MIN = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ liveDropTopMin: TOP_MIN });
});
afterAll(() => t.close());

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function visitorSocket(subscribe: boolean) {
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  if (subscribe) expect(await socket.emitWithAck('live-drops.subscribe')).toBe(true);
  return socket;
}

/**
 * Opens cases at the instant pace and waits for the drops to show: a drop enters the feed
 * only once the opener's reels have landed (the reveal slack, at this pace).
 */
async function openShown(client: Client, slug: string, count: number) {
  const res = await client.post(`/api/cases/${slug}/open`, { count, pace: 'instant' });
  expect(res.status).toBe(200);
  await pause(REVEAL_SLACK_MS + 100);
  return res;
}

/** A case whose only item is worth `price`: every opening drops exactly that. */
async function caseOf(price: number) {
  return makeCase(t, {
    items: [
      {
        id: 'only',
        name: `Item worth ${price}`,
        image: null,
        rarity: 'restricted',
        price,
        tickets: 100_000,
      },
    ],
  });
}

describe('live drops', () => {
  it('list the newest drops, and the Top ones apart', async () => {
    const cheap = await caseOf(500);
    const dear = await caseOf(TOP_MIN);
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    await openShown(client, cheap.slug, 2);
    await openShown(client, dear.slug, 1);
    await openShown(client, cheap.slug, 1);

    const res = await new Client(t.url).get('/api/live-drops/history');
    expect(res.status).toBe(200);
    const { All, Top } = res.body.Global;
    for (const drop of [...All, ...Top]) expect(liveDropSchema.safeParse(drop).success).toBe(true);
    // Newest first: the last cheap opening, then the dear one, then the first two.
    expect(All.slice(0, 4).map((d: { item: { price: number } }) => d.item.price)).toEqual([
      500,
      TOP_MIN,
      500,
      500,
    ]);
    expect(All[0]).toMatchObject({
      user: { id: user.id, username: user.username, level: 0 },
      game: 'case-unbox',
      item: { name: 'Item worth 500', rarity: 'restricted', image: null },
      specialCategories: [],
    });
    expect(Top[0]).toMatchObject({ item: { price: TOP_MIN }, specialCategories: ['Top'] });
    expect(Top.every((d: { item: { price: number } }) => d.item.price >= TOP_MIN)).toBe(true);
  });

  it('keep each list at its size', async () => {
    const box = await caseOf(100);
    const client = new Client(t.url, t.origin);
    await client.register();
    for (let i = 0; i < 5; i++) await openShown(client, box.slug, 5);
    const { All } = (await client.get('/api/live-drops/history')).body.Global;
    expect(All).toHaveLength(LIVE_DROPS_HISTORY_SIZE);
  });

  it('reach sockets on the live-drops channel once, and no others', async () => {
    const box = await caseOf(TOP_MIN + 1);
    const listening = await visitorSocket(true);
    const elsewhere = await visitorSocket(false);
    const heard: unknown[] = [];
    const overheard: unknown[] = [];
    listening.on('live-drops.new', (payload) => heard.push(payload));
    elsewhere.on('live-drops.new', (payload) => overheard.push(payload));

    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const next = nextEvent<{ data: { liveDrop: unknown } }>(listening, 'live-drops.new');
    await openShown(client, box.slug, 1);
    const { liveDrop } = (await next).data;
    expect(liveDropSchema.safeParse(liveDrop).success).toBe(true);
    expect(liveDrop).toMatchObject({
      user: { id: user.id },
      item: { price: TOP_MIN + 1 },
      specialCategories: ['Top'],
    });
    await pause(300);
    expect(heard).toHaveLength(1);
    expect(overheard).toHaveLength(0);

    // Unsubscribed, the socket hears nothing more.
    expect(await listening.emitWithAck('live-drops.unsubscribe')).toBe(true);
    await openShown(client, box.slug, 1);
    await pause(300);
    expect(heard).toHaveLength(1);
  });

  it('announce nothing for openings that were rolled back', async () => {
    // The first opening writes its drop, the second finds the balance short: both vanish.
    const client = new Client(t.url, t.origin);
    await client.register();
    const grant = (await client.get('/api/users/me')).body.user.balance;
    const price = Math.floor(grant * 0.6);
    const box = await makeCase(t, {
      items: [
        { id: 'dud', name: 'Dud', image: null, rarity: 'consumer', price: 0, tickets: 99_999 },
        {
          id: 'jackpot',
          name: 'Jackpot',
          image: null,
          rarity: 'covert',
          price: price * 92_000,
          tickets: 1,
        },
      ],
    });
    const listening = await visitorSocket(true);
    const heard: unknown[] = [];
    listening.on('live-drops.new', (payload) => heard.push(payload));
    const before = (await client.get('/api/live-drops/history')).body.Global.All;
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 2, pace: 'instant' });
    expect(res.status).toBe(400);
    await pause(REVEAL_SLACK_MS + 300);
    expect(heard).toHaveLength(0);
    expect((await client.get('/api/live-drops/history')).body.Global.All).toEqual(before);
  });
});
