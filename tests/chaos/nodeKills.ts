import pg from 'pg';
import { expect } from 'vitest';
import { pause } from '../cluster/player';
import { count, summary } from './chaosReport';
import type { ChaosRun } from './chaosRun';
import { nodeReady, waitFor } from './clusterProbes';
import { seatsSettled } from './gameBooks';
import { fillOpenGames } from './gameLoad';
import { newTally } from './loadPlayer';
import { settleUnsureTips } from './walletLoad';

// The players' load (wallet operations, with games, claims and withdrawals among them) for
// `windowMs` or until `target` operations, with `kills` kill -9s of nodes spread over it,
// one node after another (each node's supervisor starts it again).

export interface NodeKillPlan {
  windowMs: number;
  target: number;
  kills: number;
  /** The suite's whole budget, named when the load stops short of its target. */
  budgetMs: number;
}

export async function killNodesUnderLoad(run: ChaosRun, plan: NodeKillPlan): Promise<void> {
  const { cluster, postgres, players, table, report } = run;
  const { windowMs, target, kills, budgetMs } = plan;
  const tally = newTally();
  const loadStart = Date.now();
  const endAt = loadStart + windowMs;
  const load = run.startLoad(
    tally,
    players,
    () => tally.operations >= target || Date.now() >= endAt,
  );
  const restarts: Promise<void>[] = [];
  for (let k = 0; k < kills; k++) {
    // Evenly through the load, by time or by operations whichever comes first, so all
    // five land before the last operation; each node in turn (the supervisor's pause
    // grows with kills of one node in a row: two per node at most).
    const at = loadStart + (windowMs * (k + 1)) / (kills + 1);
    const after = (target * (k + 1)) / (kills + 1);
    while (Date.now() < at && tally.operations < after) await pause(100);
    const node = cluster.nodes[k % cluster.nodes.length]!;
    // Never a node still starting from an earlier kill: its pid file names the dead one.
    await waitFor(() => nodeReady(node), 60_000, `${node.name} ready`);
    const pid = cluster.pidOf(node);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    report.failures.push(`kill -9 ${node.name} (pid ${pid}) after ${tally.operations} operations`);
    restarts.push(
      waitFor(
        async () => cluster.pidOf(node) !== pid && (await nodeReady(node)),
        60_000,
        `${node.name} back`,
      ).then(() => {
        report.recoveries.push(
          `${node.name} restarted by its supervisor and ready ${Date.now() - killedAt} ms after kill -9`,
        );
      }),
    );
  }
  await load;
  const elapsed = (Date.now() - loadStart) / 1000;
  await Promise.all(restarts);
  expect(restarts).toHaveLength(kills);
  // The games left open get bots; every flip and battle then plays out on its round.
  const filledAt = Date.now();
  await fillOpenGames(tally, players, table, 20_000);
  const db = new pg.Client({ connectionString: postgres.url });
  db.on('error', () => undefined);
  await db.connect();
  try {
    await seatsSettled(db, players, 30_000);
  } finally {
    await db.end();
  }
  report.recoveries.push(
    `open games filled with bots and every flip and battle of the load settled ${Date.now() - filledAt} ms after the load`,
  );
  await settleUnsureTips(tally, players, 30_000);
  count(report, tally);
  const rate = tally.operations / elapsed;
  report.recoveries.push(
    `wallet load: ${tally.operations} operations in ${elapsed.toFixed(1)} s = ${rate.toFixed(0)} ops/s by ${players.length} players (${summary(tally)})` +
      (tally.operations < target
        ? `; ${target} would take ${(target / rate).toFixed(0)} s, past the ${budgetMs / 60_000}-minute budget: the count is what fit`
        : ''),
  );
  expect(tally.byOutcome.internal, tally.firstInternal).toBe(0);
}
