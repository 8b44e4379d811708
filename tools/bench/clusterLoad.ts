// Load through the balancer: `npm run cluster`'s nginx in front of three built nodes on one
// PostgreSQL and one Redis (needs `npm run build` and nginx), measured three ways:
// 1. round events to many sockets spread by nginx over the three nodes, beside the same
//    number of sockets on three bare socket.io servers joined over Redis. The site sends no
//    per-frame ticks (a page draws the multiplier from the round's start); what fans out
//    while a round runs is crash.bet, so that is the event measured, request to delivery;
// 2. 300 players betting dice 50 times each, all at once, through nginx: p50, p99, errors;
// 3. dice bets per second through nginx and the three nodes against one of the nodes alone
//    (the other two idle), in alternating rounds, medians compared.
// Run: `npm run bench -- --sections cluster`, or alone:
// `npx tsx tools/bench/clusterLoad.ts --sockets 5000 --players 300 --bets 50`.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launchLocalCluster } from '../../tests/cluster/localCluster';
import { percentile } from './rounds/figures';
import { type Player, register } from './rounds/players';
import { printRoundFanout } from './rounds/report';
import type { BareServer } from './rounds/bareServer';
import { ORIGIN } from './rounds/sockets';
import { measureFanout, prepareRoundDatabase, startBareServers } from './roundFanout';

export interface ClusterLoadOptions {
  /** Sockets for the round events (and as many on the bare servers). */
  sockets: number;
  players: number;
  betsEach: number;
  /** Throughput rounds: concurrent bettors, seconds per round, rounds per setup. */
  throughput: { clients: number; seconds: number; rounds: number };
}

const DICE_BET = { amount: 10, target: 5000, direction: 'over' };

async function diceBet(url: string, player: Player): Promise<number> {
  const res = await fetch(`${url}/api/games/dice/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: player.cookie },
    body: JSON.stringify(DICE_BET),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Every player bets `betsEach` times, one bet after another, all players at once. */
async function playersAtOnce(url: string, players: Player[], betsEach: number) {
  const times: number[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      for (let i = 0; i < betsEach; i++) {
        const at = performance.now();
        let outcome: string;
        try {
          const status = await diceBet(url, player);
          outcome = status === 200 ? 'ok' : String(status);
        } catch (error) {
          outcome = (error as Error).message;
        }
        times.push(performance.now() - at);
        if (outcome !== 'ok') failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    failures,
  };
}

/** Settled bets per second for `seconds`, `clients` players betting back to back. */
async function betsPerSecond(url: string, players: Player[], seconds: number) {
  const until = performance.now() + seconds * 1000;
  let settled = 0;
  let failed = 0;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < until) {
        if ((await diceBet(url, player)) === 200) settled++;
        else failed++;
      }
    }),
  );
  return { perSecond: settled / seconds, failed };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function clusterLoadSection(options: ClusterLoadOptions): Promise<void> {
  const { scratch, env } = await prepareRoundDatabase();
  const bare: BareServer[] = [];
  const launch = launchLocalCluster({ ...env, SITE_ORIGIN: ORIGIN });
  try {
    const cluster = await launch.ready;
    console.log(`cluster: nginx and three nodes ready in ${cluster.startupMs} ms`);
    const bareUrls = await startBareServers(3, bare);

    // 1. Round events through the balancer.
    const fanout = await measureFanout(
      {
        label: 'spread by nginx over three nodes',
        betUrl: cluster.url,
        ourUrls: [cluster.url],
        bareUrls,
      },
      { clientCounts: [options.sockets], rounds: 3, betsPerRound: 40, games: ['crash'] },
    );
    printRoundFanout(3, fanout);

    // 2. Many players at once through nginx.
    const players = await Promise.all(
      Array.from({ length: options.players }, (_, i) => register(cluster.url, 1_000 + i)),
    );
    const load = await playersAtOnce(cluster.url, players, options.betsEach);
    const failures = [...load.failures].map(([why, n]) => `${n} x ${why}`).join(', ');
    console.log(
      `\n${options.players} players x ${options.betsEach} dice bets at once through nginx: ` +
        `${load.requests} bets in ${load.seconds.toFixed(1)} s, p50 ${load.p50.toFixed(1)} ms, ` +
        `p99 ${load.p99.toFixed(1)} ms, max ${load.max.toFixed(0)} ms; errors: ${failures || 'none'}`,
    );

    // 3. Throughput: the balancer and three nodes against one node alone.
    const { clients, seconds, rounds } = options.throughput;
    const bettors = players.slice(0, clients);
    const single = `http://127.0.0.1:${cluster.nodes[0]!.port}`;
    const runs = { cluster: [] as number[], single: [] as number[], failed: 0 };
    for (let round = 0; round < rounds; round++) {
      const through = await betsPerSecond(cluster.url, bettors, seconds);
      const alone = await betsPerSecond(single, bettors, seconds);
      runs.cluster.push(through.perSecond);
      runs.single.push(alone.perSecond);
      runs.failed += through.failed + alone.failed;
    }
    const ratio = median(runs.cluster) / median(runs.single);
    console.log(
      `\ndice bets/s, ${clients} players back to back, ${rounds} alternating rounds of ${seconds} s (medians):\n` +
        `  nginx and three nodes ${median(runs.cluster).toFixed(0)}/s, one node alone ${median(runs.single).toFixed(0)}/s, ` +
        `ratio ${ratio.toFixed(2)}; refused: ${runs.failed}`,
    );
  } finally {
    await launch.stop();
    await Promise.all(bare.map((server) => server.stop()));
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '5000' },
      players: { type: 'string', default: '300' },
      bets: { type: 'string', default: '50' },
      clients: { type: 'string', default: '32' },
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
    },
  });
  await clusterLoadSection({
    sockets: Number(values.sockets),
    players: Number(values.players),
    betsEach: Number(values.bets),
    throughput: {
      clients: Number(values.clients),
      seconds: Number(values.seconds),
      rounds: Number(values.rounds),
    },
  });
  process.exit(0);
}
