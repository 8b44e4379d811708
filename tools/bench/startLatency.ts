// One player at an idle server, as players reach it: the built server started as `npm start`
// starts it (production settings, its background steps running) in a child process on a
// scratch PostgreSQL database, and this process as the player's client on a kept-alive
// connection. Prints a dice bet's latency one after another, GET /health and GET
// /api/users/me beside it; what the server itself counted (/metrics: its time to answer, to
// settle, the event loop's delay, GC); and two floors: one row's commit timed by pgbench on
// the same database, and a bare HTTP server's commit timed by this client. With --profile, the server's CPU profile over the
// bets. Alone: `npx tsx tools/bench/startLatency.ts [--bets N] [--profile] [--server FILE]`;
// `--during-build --chain-length 10000000` measures a first start while it builds its chains.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { EVENT_LOOP_SAMPLE_MS } from '../../src/server/metrics/registry';
import { createScratchDatabase } from '../../tests/helpers/pgDatabase';
import { freePort, waitForChains, waitReady } from './builtServer';
import { type Profile, printSummary, summarise } from './cpuProfile';
import { type Latencies, latencies } from './pgliteLoad';

export interface StartLatencyOptions {
  bets: number;
  profile: boolean;
  /**
   * Elements of each round game's hash chain. A server builds its chains once per database,
   * on its first start; the bench waits for them and measures after, so a shorter chain
   * than production's 10,000,000 only shortens that wait.
   */
  chainLength: number;
  /** Measure while a first start still builds its chains (at production's length). */
  duringBuild?: boolean;
  /** A server bundle built before (to compare); by default the tree is built now. */
  server?: string;
}

/** The bench's chains: built in a few seconds, so the wait stays short. */
export const START_CHAIN_LENGTH = 100_000;

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

function call(
  agent: Agent,
  url: string,
  origin: string,
  method: string,
  cookie: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          origin,
          ...(cookie ? { cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const sid = response.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookie: sid?.split(';')[0],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The Prometheus text's samples, by name with labels: only the few this section reads. */
async function scrape(url: string): Promise<Map<string, number>> {
  const text = await fetch(url).then((response) => response.text());
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\S+) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

const sumOf = (samples: Map<string, number>, prefix: string) =>
  [...samples].filter(([name]) => name.startsWith(prefix)).reduce((s, [, v]) => s + v, 0);

/** One row inserted and committed per transaction by pgbench, one client: the flush's mean ms. */
async function commitFloorMs(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE bench_commit_floor (n int)');
  await client.end();
  const dir = mkdtempSync(join(tmpdir(), 'gemdrop-commit-floor-'));
  try {
    const script = join(dir, 'insert.sql');
    writeFileSync(script, 'INSERT INTO bench_commit_floor VALUES (1);\n');
    const out = execFileSync('pgbench', ['-n', '-c', '1', '-T', '3', '-f', script, url], {
      encoding: 'utf8',
    });
    const match = /latency average = ([\d.]+) ms/.exec(out);
    if (!match) throw new Error(`unexpected pgbench output:\n${out}`);
    return Number(match[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface StartLatencyReport {
  bet: Latencies;
  health: Latencies;
  me: Latencies;
  /** GET /api/startup: everything a page reads when it opens, for a signed-in player. */
  startup: Latencies;
  /** The server's own means over the bets (ms): answering the bet, and settling it. */
  serverAnswerMs: number;
  serverSettleMs: number;
  /** The share of bets the server itself answered within 5 ms (its histogram's bucket). */
  serverWithin5Ms: number;
  /**
   * The floor under a bet, timed by the same client: a bare Node HTTP server whose every
   * POST commits one row (commitFloorServer.mjs).
   */
  httpCommitFloor: Latencies;
  /** The event loop's delay beyond its 20 ms sampling timer, p99 over the bets (ms). */
  eventLoopP99Ms: number;
  /** GC time over the bets' wall time. */
  gcShare: number;
  commitFloorMs: number;
  /** From ready to both round chains published (the first start's build). */
  chainsMs: number;
  /** How many of the two chains were built when the bets ended. */
  chainsBuiltAfterBets: number;
}

export async function startLatency(options: StartLatencyOptions): Promise<StartLatencyReport> {
  if (!options.server)
    execFileSync(process.execPath, ['tools/build-server.mjs'], { stdio: 'ignore' });
  const database = await createScratchDatabase();
  const work = mkdtempSync(join(tmpdir(), 'gemdrop-start-latency-'));
  const port = await freePort();
  const metricsPort = await freePort();
  const origin = `http://localhost:${port}`;
  const base = `http://127.0.0.1:${port}`;
  const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  const spawnedAt = performance.now();
  const server = spawn(
    process.execPath,
    [
      ...(options.profile
        ? ['--cpu-prof', `--cpu-prof-dir=${work}`, '--cpu-prof-interval=200']
        : []),
      options.server ?? 'dist/server/main.js',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        REDIS_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        SITE_ORIGIN: origin,
        // No client files, and a rate limit one player's thousands of bets never reach.
        SERVE_CLIENT: 'false',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        ROUND_CHAIN_LENGTH: String(options.chainLength),
      },
      // The server logs as in production (a line a request); the lines go to /dev/null.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await waitReady(`${base}/ready`, server);
    const chainsFrom = performance.now();
    if (!options.duringBuild) await waitForChains(base, server);
    const chainsMs = performance.now() - chainsFrom;
    const name = `s${Date.now().toString(36)}`;
    const signUp = await call(agent, `${base}/api/auth/register`, origin, 'POST', '', {
      username: name,
      email: `${name}@bench.test`,
      password: 'bench password 123',
      acceptTerms: true,
    });
    if (!signUp.cookie) throw new Error(`sign-up answered ${signUp.status}: ${signUp.body}`);
    const cookie = signUp.cookie;
    const timed = async (method: string, path: string, count: number, body?: unknown) => {
      const ms: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const answer = await call(agent, `${base}${path}`, origin, method, cookie, body);
        ms.push(performance.now() - started);
        if (answer.status !== 200)
          throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`);
      }
      return ms;
    };
    const bet = { amount: 100, target: 5000, direction: 'over' };
    await timed('POST', '/api/games/dice/bet', 200, bet); // warm: JIT, prepared statements
    const before = await scrape(metrics);
    const betsFrom = performance.now();
    const betMs = await timed('POST', '/api/games/dice/bet', options.bets, bet);
    const betsUntil = performance.now();
    const after = await scrape(metrics);
    const chainsAfter = await fetch(`${base}/api/fairness/round-chains`)
      .then((response) => response.json() as Promise<{ chains: unknown[] }>)
      .then((listed) => listed.chains.length);
    const health = await timed('GET', '/health', Math.min(options.bets, 500));
    const me = await timed('GET', '/api/users/me', Math.min(options.bets, 500));
    const startup = await timed('GET', '/api/startup', Math.min(options.bets, 500));

    const delta = (name: string) => sumOf(after, name) - sumOf(before, name);
    const route = '{method="POST",route="/api/games/dice/bet"}';
    const report: StartLatencyReport = {
      bet: latencies(betMs),
      health: latencies(health),
      me: latencies(me),
      startup: latencies(startup),
      serverAnswerMs:
        (1000 * delta(`gemdrop_http_request_duration_seconds_sum${route}`)) /
        delta(`gemdrop_http_request_duration_seconds_count${route}`),
      serverSettleMs:
        (1000 * delta('gemdrop_bet_settlement_seconds_sum{game="dice"}')) /
        delta('gemdrop_bet_settlement_seconds_count{game="dice"}'),
      serverWithin5Ms:
        delta(
          'gemdrop_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/games/dice/bet"}',
        ) / delta(`gemdrop_http_request_duration_seconds_count${route}`),
      httpCommitFloor: { count: 0, p50: 0, p99: 0, max: 0 },
      // prom-client resets the delay histogram at each scrape: this one covers the bets. Node
      // records whole sampling intervals, so an idle loop reads the timer's 20 ms.
      eventLoopP99Ms:
        1000 * (after.get('nodejs_eventloop_lag_p99_seconds') ?? 0) - EVENT_LOOP_SAMPLE_MS,
      gcShare: (1000 * delta('nodejs_gc_duration_seconds_sum')) / (betsUntil - betsFrom),
      commitFloorMs: 0,
      chainsMs,
      chainsBuiltAfterBets: chainsAfter,
    };
    server.kill('SIGTERM');
    await once(server, 'exit');
    if (options.profile) {
      const file = readdirSync(work).find((f) => f.endsWith('.cpuprofile'));
      if (file) {
        const profile = JSON.parse(readFileSync(join(work, file), 'utf8')) as Profile;
        const summary = summarise(profile, 15, {
          fromMs: betsFrom - spawnedAt,
          toMs: betsUntil - spawnedAt,
        });
        printSummary(`CPU profile of the server over the ${options.bets} bets`, summary);
      }
    }
    report.commitFloorMs = await commitFloorMs(database.url);
    report.httpCommitFloor = latencies(await httpCommitFloorMs(database.url, options.bets));
    return report;
  } finally {
    agent.destroy();
    if (server.exitCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    rmSync(work, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * `count` requests one after another, by this process on a kept-alive connection, to a bare
 * HTTP server that commits one row each (commitFloorServer.mjs): what any bet costs at least.
 */
async function httpCommitFloorMs(url: string, count: number): Promise<number[]> {
  const port = await freePort();
  const floor = spawn(process.execPath, [join(import.meta.dirname, 'commitFloorServer.mjs')], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await once(floor.stdout, 'data');
    const address = `http://127.0.0.1:${port}/commit`;
    const times: number[] = [];
    for (let i = 0; i < count + 200; i++) {
      const started = performance.now();
      const answer = await call(agent, address, '', 'POST', '', { amount: 100 });
      // The first 200 warm it, as the bets' do.
      if (i >= 200) times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`the floor server answered ${answer.status}`);
    }
    return times;
  } finally {
    agent.destroy();
    floor.kill('SIGTERM');
    await once(floor, 'exit');
  }
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
const row = (label: string, l: Latencies) =>
  `  ${label.padEnd(22)} ${String(l.count).padStart(6)} ${ms(l.p50)} ${ms(l.p99)} ${ms(l.max)}`;

/** The bench's section: starts the server, measures, prints. */
export async function startLatencySection(options: StartLatencyOptions): Promise<void> {
  console.log(
    `\nOne player at an idle server: the built server started as \`npm start\` starts it, on PostgreSQL, this process its client (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`,
  );
  const report = await startLatency(options);
  console.log(
    `  ${'request'.padEnd(22)} ${'count'.padStart(6)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}`,
  );
  console.log(row('POST dice bet', report.bet));
  console.log(row('GET /health', report.health));
  console.log(row('GET /api/users/me', report.me));
  console.log(row('GET /api/startup', report.startup));
  console.log(row('floor: HTTP + 1 commit', report.httpCommitFloor));
  console.log(
    `  the floor is a bare Node HTTP server committing one row per POST, timed by the same client` +
      `\n  the server's own means over the bets: ${report.serverAnswerMs.toFixed(2)} ms to answer, ${report.serverSettleMs.toFixed(2)} ms of it settling (the database statement and its commit); it answered ${(report.serverWithin5Ms * 100).toFixed(1)}% of them within 5 ms` +
      `\n  event loop delay p99 ${report.eventLoopP99Ms.toFixed(1)} ms past its ${EVENT_LOOP_SAMPLE_MS} ms sampling timer, GC ${(report.gcShare * 100).toFixed(1)}% of the wall time` +
      (options.duringBuild
        ? `\n  measured while the round chains of ${options.chainLength.toLocaleString('en')} were built (${report.chainsBuiltAfterBets} of 2 done when the bets ended)`
        : `\n  round chains of ${options.chainLength.toLocaleString('en')} built ${(report.chainsMs / 1000).toFixed(1)} s after ready (measured after)`) +
      `\n  the database's floor: one row's insert and commit (pgbench, one client) ${report.commitFloorMs.toFixed(2)} ms mean`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      bets: { type: 'string', default: '2000' },
      profile: { type: 'boolean', default: false },
      'chain-length': { type: 'string', default: String(START_CHAIN_LENGTH) },
      server: { type: 'string' },
      'during-build': { type: 'boolean', default: false },
    },
  });
  await startLatencySection({
    bets: Number(values.bets),
    profile: values.profile,
    chainLength: Number(values['chain-length']),
    duringBuild: values['during-build'],
    ...(values.server ? { server: values.server } : {}),
  });
}
