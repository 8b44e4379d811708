import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPayout } from '../../games/crash/core';
import { roundHashOf } from '../../games/fair/chain';
import { ROUND_LEADER_LOCK } from '../../src/server/domain/rounds/leadership';
import type { CrashRound } from '../../src/shared/contract/crash';
import { crashChainWithFirstRound, publishCrashChain } from '../helpers/crashChain';
import { pause } from '../helpers/notificationProbe';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two servers on one PostgreSQL, one leading the crash rounds. The leader's connection is
// killed while the curve climbs (a crashed process): the other takes over and finishes the
// round in flight, paying each bet once, and the ledger stays whole.

const { chain, salt, crashPoint } = crashChainWithFirstRound(125, 160);
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const rounds = {
    chainLength: chain.length,
    scheduled: false,
    beacon: { kind: 'local' as const, periodMs: 20 },
    timing: {
      crash: { bettingMs: 1_500, resultMs: 60_000, tickMs: 20 },
    },
  };
  // The test polls the round: no rate limit in its way.
  const rateLimitPerMinute = 1_000_000;
  a = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  b = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  await publishCrashChain(a.app.services.db, chain, salt);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await scratch?.drop();
});

async function until(t: TestApp, check: (r: CrashRound | null) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await new Client(t.url, t.origin).get('/api/games/crash/round');
    if (res.status !== 200) throw new Error(`round: ${res.status} ${JSON.stringify(res.body)}`);
    const r = res.body.round as CrashRound | null;
    if (check(r)) return r!;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(r)}`);
    await pause(50);
  }
}

describe('crash leader takeover', () => {
  it('finishes the round in flight on the surviving server', async () => {
    a.app.services.rounds.start(() => {});
    await until(a, (r) => r?.phase === 'betting');
    b.app.services.rounds.start(() => {});
    const leader = a.app.services.rounds.leadership.isLeader ? a : b;
    const survivor = leader === a ? b : a;
    expect(survivor.app.services.rounds.leadership.isLeader).toBe(false);

    const autoPlayer = new Client(survivor.url, survivor.origin);
    await autoPlayer.register();
    const rider = new Client(leader.url, leader.origin);
    await rider.register();
    const start = async (c: Client) => (await c.get('/api/users/me')).body.user.balance as number;
    const [autoStart, riderStart] = [await start(autoPlayer), await start(rider)];
    expect(
      (await autoPlayer.post('/api/games/crash/bet', { amount: 1_000, autoCashout: 120 })).status,
    ).toBe(200);
    expect(
      (await rider.post('/api/games/crash/bet', { amount: 700, autoCashout: null })).status,
    ).toBe(200);

    await until(survivor, (r) => r?.phase === 'running');
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1
         -- pg_locks spans every database: only this file's leader, never another database's.
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [ROUND_LEADER_LOCK],
    );
    await admin.end();

    const ended = await until(survivor, (r) => r?.phase === 'ended', 30_000);
    expect(survivor.app.services.rounds.leadership.isLeader).toBe(true);
    expect(ended.crashPoint).toBe(crashPoint);
    expect(ended.hash).toBe(roundHashOf(chain, 1));
    const balance = async (c: Client) => (await c.get('/api/users/me')).body.user.balance;
    expect(await balance(autoPlayer)).toBe(autoStart - 1_000 + crashPayout(1_000, 120, 0));
    expect(await balance(rider)).toBe(riderStart - 700);
  }, 40_000);
});
