import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { balancesOf, racer, settledAt, wager } from '../helpers/racePlayers';
import type { TestApp } from '../helpers/testApp';
import { startTestApp } from '../helpers/testApp';

// Two server processes' worth of app on one real PostgreSQL and one Redis: both accrue the
// same wagers and both pay the same ended race at the same moment, on parallel connections.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = { databaseUrl: scratch.url, redisUrl: REDIS_URL, dbPoolSize: 20 };
  a = await startTestApp(config);
  b = await startTestApp(config);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

describe('races on PostgreSQL with two processes', () => {
  it('both processes settling the same ended race at once pay it exactly once', async () => {
    // Twelve players on both processes, each wagering more than the one before, on 2025-06-10.
    const players = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? a : b;
      const p = await racer(app);
      await wager(p.client, 1_000 + 100 * i);
      await wager(p.client, 50);
      await settledAt(app, p.user.id, '2025-06-10T15:30:00Z');
      players.push(p);
    }
    // Both processes' accrual steps at once: each wager accrues once (SKIP LOCKED batches).
    await Promise.all([a.app.services.accruals.drain(), b.app.services.accruals.drain()]);
    const before = await balancesOf(players);

    const grace = a.app.services.config.races.settleGraceMs;
    const now = new Date(Date.parse('2025-06-11T00:00:00Z') + grace);
    const rounds = await Promise.all(
      [a, b, a, b].map((app) => app.app.services.races.settleEnded(now)),
    );
    const paid = rounds.flat();
    expect(paid.map((race) => race.raceId)).toEqual(['daily:2025-06-10']);
    expect(paid[0]!.winners.map((w) => [w.rank, w.wagered, w.prize])).toEqual(
      [3_000, 2_000, 1_400, 1_000, 800, 600, 400, 300, 300, 200].map((prize, i) => [
        i + 1,
        1_000 + 100 * (11 - i) + 50,
        prize,
      ]),
    );
    const after = await balancesOf(players);
    const expected = [0, 0, 200, 300, 300, 400, 600, 800, 1_000, 1_400, 2_000, 3_000];
    expect(after.map((balance, i) => balance - before[i]!)).toEqual(expected);

    // Once more from both: nothing moves, and the ledger holds one prize per rank.
    expect(
      (
        await Promise.all([
          a.app.services.races.settleRace('daily:2025-06-10', now),
          b.app.services.races.settleRace('daily:2025-06-10', now),
        ])
      ).filter(Boolean),
    ).toEqual([]);
    expect(await balancesOf(players)).toEqual(after);
    const transfers = await queryRows<{ n: number | string; total: number | string }>(
      a.app.services.db,
      sql`SELECT count(*) AS n, sum(e.amount) AS total
          FROM wallet_transfers t JOIN wallet_entries e ON e.transfer_id = t.id
          JOIN wallet_accounts w ON w.id = e.account_id
          WHERE t.kind = 'race-prize' AND t.reference = 'daily:2025-06-10' AND w.kind = 'user'`,
    );
    expect(Number(transfers[0]!.n)).toBe(10);
    expect(Number(transfers[0]!.total)).toBe(10_000);
  });

  it('a wager accruing on one process while the other settles is counted or the race waits', async () => {
    const early = await racer(a);
    await wager(early.client, 700);
    await settledAt(a, early.user.id, '2025-06-12T10:00:00Z');
    await a.app.services.accruals.drain();
    // Settled before the end, not accrued yet: b settles while a drains.
    const late = await racer(b);
    await wager(late.client, 900);
    await settledAt(b, late.user.id, '2025-06-12T23:59:59.999Z');
    const before = await balancesOf([early, late]);
    const now = new Date(
      Date.parse('2025-06-13T00:00:00Z') + b.app.services.config.races.settleGraceMs,
    );
    const [, direct] = await Promise.all([
      a.app.services.accruals.drain(),
      b.app.services.races.settleRace('daily:2025-06-12', now),
    ]);
    // Either b waited (the late wager was not accrued in its snapshot) or it saw it accrued.
    const paid = direct ?? (await b.app.services.races.settleRace('daily:2025-06-12', now));
    expect(paid!.winners.map((w) => [w.userId, w.wagered, w.prize])).toEqual([
      [late.user.id, 900, 3_000],
      [early.user.id, 700, 2_000],
    ]);
    const after = await balancesOf([early, late]);
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([2_000, 3_000]);
  });
});
