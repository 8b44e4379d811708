import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { pause } from '../helpers/notificationProbe';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';
import { REVEAL_SLACK_MS } from '../../games/pace';

// Two app instances on one PostgreSQL and one Redis: a drop made through either reaches
// every subscribed socket on both, exactly once.

let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;
const open: Socket[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const shared = { databaseUrl: scratch.url, redisUrl: REDIS_URL };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
});

afterAll(async () => {
  for (const socket of open) socket.close();
  await Promise.all([a?.close(), b?.close()]);
  await scratch?.drop();
});

/** A visitor's socket on `app`, subscribed to live drops, and the drop ids it hears. */
async function listener(app: TestApp) {
  const socket = await new Client(app.url, app.origin).socket();
  open.push(socket);
  expect(await socket.emitWithAck('live-drops.subscribe')).toBe(true);
  const heard: string[] = [];
  socket.on('live-drops.new', (payload: { data: { liveDrop: { _id: string } } }) =>
    heard.push(payload.data.liveDrop._id),
  );
  return { socket, heard };
}

describe('live drops across instances sharing PostgreSQL and Redis', () => {
  it('reach each subscribed socket on both instances once, whichever instance opened', async () => {
    const box = await makeCase(a);
    const sockets = [await listener(a), await listener(a), await listener(b), await listener(b)];
    const player = new Client(a.url, a.origin);
    await player.register();
    const first = nextEvent(sockets[3]!.socket, 'live-drops.new', 10_000);
    // Instant: the drops show once the (instant) reels have landed, after the reveal slack.
    const onA = await player.post(`/api/cases/${box.slug}/open`, { count: 2, pace: 'instant' });
    expect(onA.status).toBe(200);
    await first;
    // The same session through the other instance.
    const viaB = new Client(b.url, b.origin);
    viaB.cookie = player.cookie;
    const onB = await viaB.post(`/api/cases/${box.slug}/open`, { count: 1, pace: 'instant' });
    expect(onB.status).toBe(200);
    await pause(REVEAL_SLACK_MS + 500);

    const { All } = (await new Client(b.url).get('/api/live-drops/history')).body.Global;
    const ids = All.slice(0, 3)
      .map((d: { _id: string }) => d._id)
      .reverse();
    for (const { heard } of sockets) expect(heard).toEqual(ids);
  });
});
