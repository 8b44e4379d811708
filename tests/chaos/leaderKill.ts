import pg from 'pg';
import { expect } from 'vitest';
import type { LocalCluster } from '../cluster/localCluster';
import { Player, pause } from '../cluster/player';
import type { ChaosRun } from './chaosRun';
import { leaders, nodeReady, waitFor } from './clusterProbes';

// kill -9 of the round leader mid roulette spin, four bets on the round: another node leads
// within 5 s, and the round ends with each bet paid by its outcome, or is closed with each
// stake refunded, once.

export async function killLeaderMidSpin(run: ChaosRun): Promise<void> {
  const { cluster, postgres, report } = run;
  const bettors = await Promise.all(
    ['RED', 'BLACK', 'GREEN', 'BAIT'].map(async (option) => {
      const client = new Player(cluster.url, cluster.origin);
      return { client, option, start: await client.register() };
    }),
  );
  const stake = 100;
  const betting = await rouletteUntil(
    cluster,
    (r) => r?.phase === 'betting' && Date.parse(r.bettingEndsAt) - Date.parse(r.serverTime) > 3_000,
    40_000,
    'no roulette betting phase',
  );
  for (const { client, option } of bettors) {
    const res = await client.post('/api/games/roulette/bet', { option, amount: stake });
    report.operations++;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const spinning = await rouletteUntil(
    cluster,
    (r) => r?.id === betting.id && r.phase === 'rolling',
    30_000,
    'the roulette round did not spin',
  );
  const [old] = await leaders(cluster);
  expect(old).toBeDefined();
  const pid = cluster.pidOf(old!);
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  report.failures.push(
    `kill -9 ${old!.name} (pid ${pid}), the round leader, mid spin of roulette round ${spinning.id}`,
  );
  const failoverMs = await waitFor(
    async () => (await leaders(cluster)).length === 1,
    10_000,
    'a new round leader',
  );
  report.recoveries.push(`a round leader again ${failoverMs} ms after the kill mid spin`);
  expect(failoverMs).toBeLessThan(5_000);

  // The round ends (each bet paid by its outcome) or is closed (each stake refunded): once.
  const after = await rouletteUntil(
    cluster,
    (r) => r !== null && (r.id !== betting.id || r.phase === 'ended'),
    60_000,
    'the roulette round was never finished',
  );
  const ended = after.id === betting.id ? after : null;
  for (const { client, option, start } of bettors) {
    const bet = ended?.bets.find((b) => b.username === client.username && b.option === option);
    const settled = bet ? start - stake + (bet.payout ?? 0) + (bet.jackpot ?? 0) : null;
    expect([settled, start]).toContain(await client.balance());
  }
  const db = new pg.Client({ connectionString: postgres.url });
  db.on('error', () => undefined);
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; settled: boolean; closes: number }>(
      `SELECT b.id, b.settled_at IS NOT NULL AS settled,
              (SELECT count(*)::int FROM wallet_transfers t
                WHERE t.reference = b.id::text AND t.kind <> 'bet') AS closes
         FROM bets b WHERE b.round_id = $1 AND b.game = 'roulette'`,
      [betting.id],
    );
    expect(rows).toHaveLength(bettors.length);
    for (const row of rows) {
      expect(row.settled, row.id).toBe(true);
      expect(row.closes, row.id).toBeLessThanOrEqual(1);
    }
  } finally {
    await db.end();
  }
  report.recoveries.push(
    `roulette round ${betting.id} ${ended ? `ended on ${ended.outcome}` : 'closed, its stakes refunded'} after the takeover, its 4 bets settled once`,
  );
  // The killed node back (its supervisor restarts it) before the next part kills again.
  await waitFor(
    async () => cluster.pidOf(old!) !== pid && (await nodeReady(old!)),
    60_000,
    `${old!.name} back`,
  );
  report.recoveries.push(
    `${old!.name} restarted and ready by ${Date.now() - killedAt} ms after the kill`,
  );
}

interface RouletteRound {
  id: number;
  phase: string;
  serverTime: string;
  bettingEndsAt: string;
  outcome: string | null;
  bets: { username: string; option: string; payout: number | null; jackpot: number | null }[];
}

async function rouletteUntil(
  cluster: LocalCluster,
  check: (round: RouletteRound | null) => boolean,
  ms: number,
  what: string,
): Promise<RouletteRound> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await new Player(cluster.url, cluster.origin).get('/api/games/roulette/round');
    const round = res.status === 200 ? (res.body.round as RouletteRound | null) : null;
    if (res.status === 200 && check(round)) return round!;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(round)}`);
    await pause(100);
  }
}
