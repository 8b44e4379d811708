import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceGame } from '../../games/dice/game';
import { RedisRevealStore } from '../../src/server/domain/settlement/redisRevealStore';
import { revealInMs } from '../../src/server/domain/settlement/reveal';
import { REDIS_URL } from '../helpers/pgDatabase';
import { pause } from '../helpers/notificationProbe';
import { type TwoProcesses, playerOnBoth, startTwoProcesses } from '../helpers/twoProcesses';

// A win held back from a fresh read of the user, whichever process of the cluster serves
// the read: the reveals live in Redis, on its clock.

let cluster: TwoProcesses;
const redis = new Redis(REDIS_URL);

beforeAll(async () => {
  cluster = await startTwoProcesses();
});

afterAll(async () => {
  await cluster?.close();
  await redis.quit();
});

describe('RedisRevealStore', () => {
  it("answers a reveal with the time it has left, keeps a group's newest balance, then forgets it", async () => {
    const store = new RedisRevealStore(redis);
    const userId = randomUUID();
    await store.record(userId, { id: 'g', payout: 400, inMs: 400, ledgerPosition: 3 });
    await store.record(userId, { id: 'g', payout: 2_900, inMs: 400, ledgerPosition: 6 });
    // Late and older: dropped.
    await store.record(userId, { id: 'g', payout: 400, inMs: 400, ledgerPosition: 3 });
    await store.record(userId, { id: 'h', payout: 100, inMs: 150, ledgerPosition: 8 });
    const pending = await store.pendingOf(userId);
    expect(
      pending.map(({ id, payout, ledgerPosition }) => ({ id, payout, ledgerPosition })),
    ).toEqual(
      expect.arrayContaining([
        { id: 'g', payout: 2_900, ledgerPosition: 6 },
        { id: 'h', payout: 100, ledgerPosition: 8 },
      ]),
    );
    expect(pending).toHaveLength(2);
    for (const reveal of pending) expect(reveal.inMs).toBeGreaterThan(0);
    expect(pending.find((r) => r.id === 'g')!.inMs).toBeLessThanOrEqual(400);
    await pause(200);
    expect((await store.pendingOf(userId)).map((r) => r.id)).toEqual(['g']);
    await pause(250);
    expect(await store.pendingOf(userId)).toEqual([]);
    // The hash expires with its last reveal: nothing is left behind in Redis.
    expect(await redis.exists(`pr:${userId}`)).toBe(0);
  });
});

describe('two processes sharing PostgreSQL and Redis', () => {
  it('a read through the other process holds the win the first one settled', async () => {
    const { clients } = await playerOnBoth(cluster);
    const [onA, onB] = clients;
    let answer:
      | {
          bet: { id: string; payout: number; outcome: never };
          balance: number;
          ledgerPosition: number;
        }
      | undefined;
    for (let attempt = 0; attempt < 8 && !answer; attempt++) {
      const res = await onA.post('/api/games/dice/bet', {
        amount: 1_000,
        target: 9800,
        direction: 'under',
      });
      expect(res.status).toBe(200);
      if (res.body.bet.payout > 0) answer = res.body as NonNullable<typeof answer>;
    }
    expect(answer).toBeDefined();
    const sent = Date.now();
    const inMs = revealInMs(diceGame.revealMs(answer!.bet.outcome, 'normal'));

    const me = (await onB.get('/api/users/me')).body.user;
    expect(me).toMatchObject({ balance: answer!.balance, ledgerPosition: answer!.ledgerPosition });
    expect(me.pendingReveals).toEqual([
      {
        id: answer!.bet.id,
        payout: answer!.bet.payout,
        ledgerPosition: answer!.ledgerPosition,
        inMs: expect.any(Number),
      },
    ]);
    expect(me.pendingReveals[0].inMs).toBeLessThanOrEqual(inMs);

    await pause(inMs - (Date.now() - sent) + 20);
    expect((await onB.get('/api/users/me')).body.user.pendingReveals).toEqual([]);
  });
});
