import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { LocalBeacon } from '../../src/server/domain/beacon/localBeacon';
import { PostgresLeadership, ROUND_LEADER_LOCK } from '../../src/server/domain/rounds/leadership';
import { RoundChains } from '../../src/server/domain/rounds/roundChains';
import { pause } from '../helpers/notificationProbe';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

// One leader drives the round games: an advisory lock on a connection of its own. When the
// leader's connection dies (a crashed process), another process takes over within its
// retry interval; two processes building a chain at once publish one.

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
const leaderships: PostgresLeadership[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 4 });
});

afterAll(async () => {
  await Promise.all(leaderships.map((l) => l.stop()));
  await handle?.close();
  await scratch?.drop();
});

function contender(retryMs = 100) {
  const leadership = new PostgresLeadership(scratch.url, retryMs);
  leaderships.push(leadership);
  const log: string[] = [];
  leadership.onGain(() => log.push('gain'));
  leadership.onLoss(() => log.push('loss'));
  return { leadership: leadership.start(), log };
}

async function until(check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(20);
  }
}

describe('round leadership on PostgreSQL', () => {
  it('has exactly one leader, and another takes over when its connection dies', async () => {
    const a = contender();
    const b = contender();
    await until(() => a.leadership.isLeader || b.leadership.isLeader);
    await pause(300); // several retries of the other: still one leader
    expect([a, b].filter((c) => c.leadership.isLeader)).toHaveLength(1);
    const [leader, follower] = a.leadership.isLeader ? [a, b] : [b, a];

    // The leader's backend is killed, as when its process crashes or its network drops.
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

    await until(() => follower.leadership.isLeader);
    expect(leader.log).toEqual(['gain', 'loss']);
    expect(follower.log).toEqual(['gain']);
    await pause(300);
    expect(leader.leadership.isLeader).toBe(false); // the lock is the survivor's now
  });

  it('a leader that stops hands over at once to the next try', async () => {
    await Promise.all(leaderships.splice(0).map((l) => l.stop()));
    const a = contender();
    await until(() => a.leadership.isLeader);
    const b = contender();
    await pause(250);
    expect(b.leadership.isLeader).toBe(false);
    await a.leadership.stop();
    await until(() => b.leadership.isLeader);
  });

  it('a leader that stops tells the others, who take over without waiting for a retry', async () => {
    await Promise.all(leaderships.splice(0).map((l) => l.stop()));
    const a = contender(60_000);
    await until(() => a.leadership.isLeader);
    expect(a.leadership.settled).toBe(true);
    const b = contender(60_000);
    await until(() => b.leadership.settled);
    expect(b.leadership.isLeader).toBe(false);
    const stopped = Date.now();
    await a.leadership.stop();
    await until(() => b.leadership.isLeader, 2_000);
    expect(Date.now() - stopped).toBeLessThan(2_000);
    expect(b.log).toEqual(['gain']);
  });

  it('publishes one chain when two processes build it at once', async () => {
    const beacon = new LocalBeacon({ periodMs: 20 });
    const options = { length: 2_000, checkpointInterval: 100, saltDelayMs: 100 };
    const [one, two] = await Promise.all([
      new RoundChains(handle.db, beacon, options).ensure('roulette'),
      new RoundChains(handle.db, beacon, options).ensure('roulette'),
    ]);
    expect(one.terminatingHash).toBe(two.terminatingHash);
    const rows = await queryRows(handle.db, sql`SELECT game FROM round_chains`);
    expect(rows).toEqual([{ game: 'roulette' }]);
  });
});
