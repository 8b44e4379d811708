import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { pause } from '../helpers/notificationProbe';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Two app instances on one PostgreSQL and one Redis: a browser source connected to one
// instance follows the streamer's bets placed through the other. The instance that settles
// a bet tells a capture room only while a browser source follows the player, which it learns
// from the other instance through the broadcast port.

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

const roll = (client: Client) =>
  client.post('/api/games/dice/bet', {
    amount: 100,
    target: 5000,
    direction: 'over',
    pace: 'instant',
  });

describe('capture links across instances sharing PostgreSQL and Redis', () => {
  it('carry the streamer’s bets settled on one instance to a browser source on the other', async () => {
    const streamer = new Client(a.url, a.origin);
    await streamer.register();
    const me = (await streamer.get('/api/users/me')).body.user as { id: string };
    expect(a.app.services.captureAudience.isWatched(me.id)).toBe(false);
    const made = await streamer.post('/api/users/me/capture-tokens', { label: 'OBS' });
    expect(made.status).toBe(200);

    const source = await new Client(b.url, b.origin).socket();
    open.push(source);
    const joined = (await source
      .timeout(5000)
      .emitWithAck('capture.join', { data: { token: made.body.secret } })) as {
      data?: { watching: boolean };
    };
    expect(joined.data?.watching).toBe(true);

    // The join is told to instance A through Redis.
    for (let i = 0; i < 50 && !a.app.services.captureAudience.isWatched(me.id); i++)
      await pause(20);
    expect(a.app.services.captureAudience.isWatched(me.id)).toBe(true);

    const heard = nextEvent<{ data: { bet: { id: string } } }>(source, 'capture.bet', 10_000);
    const bet = await roll(streamer);
    expect(bet.status).toBe(200);
    expect((await heard).data.bet.id).toBe(bet.body.bet.id);
  });
});
