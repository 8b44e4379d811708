import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisBroadcast, broadcastChannel } from '../../src/server/cluster/redisBroadcast';
import { eventually, pause } from '../helpers/notificationProbe';
import { REDIS_URL } from '../helpers/pgDatabase';

// The broadcast port over a real Redis: every process hears a message once (its own at
// once, not again from Redis), and clusters on other databases hear nothing.

const connections: Redis[] = [];
function node(database: string) {
  const publisher = new Redis(REDIS_URL);
  const subscriber = new Redis(REDIS_URL);
  connections.push(publisher, subscriber);
  const problems: string[] = [];
  const broadcast = new RedisBroadcast(
    publisher,
    subscriber,
    broadcastChannel(database),
    (_error, context) => problems.push(context),
  );
  const heard: string[][] = [];
  broadcast.subscribe('sessions.ended', ({ sessionIds }) => heard.push(sessionIds));
  return { broadcast, heard, problems };
}

afterAll(async () => {
  await Promise.allSettled(connections.map((c) => c.quit()));
});

describe('RedisBroadcast', () => {
  it('reaches every process of the cluster once and no other cluster', async () => {
    const database = `postgres://example/db_${Date.now()}`;
    const [a, b, c] = [node(database), node(database), node(`${database}_other`)];
    await Promise.all([a, b, c].map((n) => n.broadcast.ready()));

    const publishing = a.broadcast.publish('sessions.ended', { sessionIds: ['s-1'] });
    // This process heard it before publish returned.
    expect(a.heard).toEqual([['s-1']]);
    await publishing;
    await eventually(() => b.heard.length === 1);
    await pause(200);
    expect(a.heard).toEqual([['s-1']]);
    expect(b.heard).toEqual([['s-1']]);
    expect(c.heard).toEqual([]);
    expect([...a.problems, ...b.problems, ...c.problems]).toEqual([]);
  });

  it('reports a malformed message from Redis and goes on', async () => {
    const database = `postgres://example/db_${Date.now()}_bad`;
    const a = node(database);
    await a.broadcast.ready();
    await connections[0]!.publish(broadcastChannel(database), '{"not":"an envelope"}');
    await eventually(() => a.problems.length === 1);
    expect(a.problems).toEqual(['a malformed broadcast from a peer']);
    expect(a.heard).toEqual([]);
  });
});
