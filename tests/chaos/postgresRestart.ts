import pg from 'pg';
import { expect } from 'vitest';
import { pause } from '../cluster/player';
import { count, summary } from './chaosReport';
import type { ChaosRun } from './chaosRun';
import { everyNodeReady, waitFor } from './clusterProbes';
import { newTally } from './loadPlayer';
import { checkBooks, settleUnsureTips } from './walletLoad';

// PostgreSQL restarted (pg_ctl restart -m fast) under the players' load: requests fail with
// 503 and never 500 (nor a dead node's 502), every node is ready again and bets succeed again
// by themselves, and nothing is half settled.

export async function restartPostgresUnderLoad(run: ChaosRun): Promise<void> {
  const { cluster, postgres, players, report } = run;
  const tally = newTally();
  let stop = false;
  const load = run.startLoad(tally, players, () => stop);
  await pause(3_000);
  const okBefore = tally.byOutcome.ok;
  expect(okBefore, summary(tally)).toBeGreaterThan(0);

  const restartAt = Date.now();
  const { downMs } = await postgres.restart();
  report.failures.push(
    `PostgreSQL restarted (pg_ctl restart -m fast, ${downMs} ms) under ${players.length} players' load`,
  );
  const readyMs = await waitFor(
    () => everyNodeReady(cluster),
    60_000,
    'every node ready after the restart',
  );
  // Bets succeed again: every player has had answers since.
  const okAfterReady = tally.byOutcome.ok;
  await waitFor(
    async () => tally.byOutcome.ok >= okAfterReady + players.length,
    60_000,
    'bets succeed again',
  );
  const recoveredMs = Date.now() - restartAt;
  await pause(1_000);
  stop = true;
  await load;
  await settleUnsureTips(tally, players, 30_000);
  count(report, tally);
  report.recoveries.push(
    `after the PostgreSQL restart: every node ready in ${readyMs} ms, bets succeeding in ${recoveredMs} ms; ${tally.operations} operations (${summary(tally)})`,
  );

  expect(tally.byOutcome.internal, tally.firstInternal).toBe(0);
  // The outage was seen, and answered 503 (the store away), not by a dead node's 502.
  expect(tally.byOutcome.unavailable).toBeGreaterThan(0);
  expect(tally.byOutcome.lost, [...tally.byStatus].join('; ')).toBe(0);

  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    const books = await checkBooks(db, players);
    expect(books.halfSettled).toEqual([]);
    expect(books.missing).toBe(0);
    expect(books.phantom).toBe(0);
    expect(books.games.missing).toEqual([]);
    expect(books.games.phantom).toEqual([]);
    expect(books.games.wrong).toEqual([]);
    expect(books.drift).toBe(0);
  } finally {
    await db.end();
  }
}
