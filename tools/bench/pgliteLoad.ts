// The embedded database under many simultaneous players: the built server started as the
// default start runs it (PGlite in a data folder) in a child process, and this process as
// every player's client. Every player signs up at once, then plays a fixed mix of
// authenticated reads and bets over HTTP, each player one request at a time as a browser
// tab would. Reports the latency of every request: p50, p99 and max. Needs a server build
// (`npm run build:server`). Alone: `tsx tools/bench/pgliteLoad.ts [--players N]
// [--requests R] [--think-ms T] [--postgres] [--profile]` (--postgres: the same on a scratch
// PostgreSQL; --profile: the server's CPU profile over the plays after the last sign-up).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client';
import { verifyLedger } from '../../src/server/domain/wallet';
import { createScratchDatabase } from '../../tests/helpers/pgDatabase';
import { playerAddress } from './betLoad';
import { processCpuMs, startBuiltServer, waitForChains } from './builtServer';
import { type Profile, type ProfileSummary, printSummary, summarise } from './cpuProfile';

/** Round chains short enough that a first start builds them in moments, before the load. */
const BENCH_CHAIN_LENGTH = 10_000;

export interface PgliteLoadOptions {
  players: number;
  /** Requests each player makes after signing up. */
  requestsPerPlayer: number;
  /** A player's pause before each request, on average (spread evenly over 0.5x-1.5x). */
  thinkMs: number;
  /** The same load on PostgreSQL (a scratch database) rather than the embedded default. */
  postgres?: boolean;
  /** The server's CPU profile over the plays after the last sign-up. */
  profile?: boolean;
}

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** `npm run bench`'s load: 200 players, each betting or reading about every 4 s. */
export const PGLITE_LOAD: PgliteLoadOptions = {
  players: 200,
  requestsPerPlayer: 15,
  thinkMs: 4000,
};

export interface PgliteLoadReport {
  all: Latencies;
  signUp: Latencies;
  /** Every request after the player's sign-up. */
  play: Latencies;
  /**
   * The same, split at the moment the last sign-up was answered: plays begun while other
   * players' password hashes still ran, and plays with the server to the game alone.
   */
  playDuringSignUps: Latencies;
  playAfterSignUps: Latencies;
  byKind: Record<string, Latencies>;
  /** Answers other than 2xx, by status: a fair server still refuses nothing here. */
  refused: Record<number, number>;
  seconds: number;
  /** The server process's CPU time per request. */
  cpuMsPerRequest: number;
  /** This process's (the load client's) CPU time per request. */
  clientCpuMsPerRequest: number;
  ledgerConsistent: boolean;
  profile?: ProfileSummary;
}

/** What a player does after signing up, in turn: reads around the lobby and bets. */
const MIX: Array<{ kind: string; method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  { kind: 'me', method: 'GET', path: '/api/users/me' },
  { kind: 'dice', method: 'POST', path: '/api/games/dice/bet', body: diceBet() },
  { kind: 'seeds', method: 'GET', path: '/api/fairness/seeds' },
  { kind: 'plinko', method: 'POST', path: '/api/games/plinko/bet', body: plinkoBet() },
  { kind: 'notifications', method: 'GET', path: '/api/notifications' },
  { kind: 'dice', method: 'POST', path: '/api/games/dice/bet', body: diceBet() },
  { kind: 'history', method: 'GET', path: '/api/games/bets' },
  { kind: 'dice', method: 'POST', path: '/api/games/dice/bet', body: diceBet() },
];

function diceBet() {
  return { amount: 100, target: 5000, direction: 'over' };
}
function plinkoBet() {
  return { amount: 100, rows: 8, risk: 'low' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function latencies(ms: number[]): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

interface Answer {
  status: number;
  cookie?: string;
}

/** One request on the player's own kept-alive connection; resolves with status and cookie. */
function call(
  agent: Agent,
  base: URL,
  origin: string,
  address: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          origin,
          'x-forwarded-for': address,
          ...(cookie ? { cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const sid = response.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          resolve({ status: response.statusCode ?? 0, cookie: sid?.split(';')[0] });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function pgliteLoad(options: PgliteLoadOptions): Promise<PgliteLoadReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gemdrop-pglite-load-'));
  const scratch = options.postgres ? await createScratchDatabase() : null;
  const databaseUrl = scratch?.url ?? '';
  const profileDir = options.profile ? mkdtempSync(join(tmpdir(), 'gemdrop-load-profile-')) : '';
  const spawnedAt = performance.now();
  const server = await startBuiltServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // The load speaks through this process as a trusted proxy, so every player has its
      // own address and the per-address limits stay the production ones.
      TRUST_PROXY: '127.0.0.1',
      ROUND_CHAIN_LENGTH: String(BENCH_CHAIN_LENGTH),
    },
    options.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=500']
      : [],
  );
  const serverPid = server.process.pid!;
  try {
    await waitForChains(server.base, server.process);
    const base = new URL(server.base);
    const origin = server.origin;
    const all: number[] = [];
    const signUp: number[] = [];
    const play: number[] = [];
    /** Each play's start (ms, this process's clock) and latency. */
    const plays: Array<{ at: number; ms: number }> = [];
    let lastSignUpAt = 0;
    const byKind = new Map<string, number[]>();
    const refused: Record<number, number> = {};
    const run = Date.now().toString(36);

    const player = async (index: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const address = playerAddress(index);
      let cookie = '';
      const timed = async (kind: string, method: string, path: string, body?: unknown) => {
        const started = performance.now();
        const answer = await call(agent, base, origin, address, cookie, method, path, body);
        const ms = performance.now() - started;
        all.push(ms);
        (byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(ms);
        if (answer.status >= 300) {
          refused[answer.status] = (refused[answer.status] ?? 0) + 1;
        }
        return { ms, answer };
      };
      try {
        const name = `l${run}_${index}`;
        const { ms, answer } = await timed('sign-up', 'POST', '/api/auth/register', {
          username: name.slice(0, 20),
          email: `${name}@load.test`,
          password: 'load test password',
          acceptTerms: true,
        });
        signUp.push(ms);
        lastSignUpAt = Math.max(lastSignUpAt, performance.now());
        if (!answer.cookie) return;
        cookie = answer.cookie;
        for (let i = 0; i < options.requestsPerPlayer; i++) {
          if (options.thinkMs > 0) await sleep(options.thinkMs * (0.5 + Math.random()));
          const step = MIX[(i + index) % MIX.length]!;
          const at = performance.now();
          const { ms } = await timed(step.kind, step.method, step.path, step.body);
          play.push(ms);
          plays.push({ at, ms });
        }
      } finally {
        agent.destroy();
      }
    };

    const started = performance.now();
    const cpuBefore = processCpuMs(serverPid);
    const clientBefore = process.cpuUsage();
    await Promise.all(Array.from({ length: options.players }, (_, i) => player(i)));
    const endedAt = performance.now();
    const seconds = (endedAt - started) / 1000;
    const serverCpuMs = processCpuMs(serverPid) - cpuBefore;
    const clientCpu = process.cpuUsage(clientBefore);
    await server.stop();
    const profile = options.profile
      ? profileOf(profileDir, { fromMs: lastSignUpAt - spawnedAt, toMs: endedAt - spawnedAt })
      : undefined;
    // The server has stopped: its data folder is this process's to check.
    const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
    let ledger: Awaited<ReturnType<typeof verifyLedger>>;
    try {
      ledger = await verifyLedger(database.db);
    } finally {
      await database.close();
    }
    return {
      all: latencies(all),
      signUp: latencies(signUp),
      play: latencies(play),
      playDuringSignUps: latencies(plays.filter((p) => p.at < lastSignUpAt).map((p) => p.ms)),
      playAfterSignUps: latencies(plays.filter((p) => p.at >= lastSignUpAt).map((p) => p.ms)),
      byKind: Object.fromEntries([...byKind].map(([kind, ms]) => [kind, latencies(ms)])),
      refused,
      seconds,
      cpuMsPerRequest: serverCpuMs / all.length,
      clientCpuMsPerRequest: (clientCpu.user + clientCpu.system) / 1000 / all.length,
      ledgerConsistent: ledger.problems.length === 0,
      ...(profile ? { profile } : {}),
    };
  } finally {
    await server.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}

/** The summary of the profile the stopped server wrote, over one window of its run. */
function profileOf(dir: string, window: { fromMs: number; toMs: number }) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return undefined;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  return summarise(profile, 20, window);
}

const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9);
const row = (label: string, l: Latencies) =>
  `  ${label.padEnd(18)} ${String(l.count).padStart(6)} ${ms(l.p50)} ${ms(l.p99)} ${ms(l.max)}`;

/** The bench's section: runs the load and prints the table. Answers false if it failed. */
export async function pgliteLoadSection(options: PgliteLoadOptions): Promise<boolean> {
  console.log(
    `\n${options.postgres ? 'PostgreSQL' : 'PGlite'} under load: ${options.players} players sign up at once, then ${options.requestsPerPlayer} requests each (reads and bets, one at a time, about ${options.thinkMs} ms apart)`,
  );
  const report = await pgliteLoad(options);
  console.log(
    `  ${'request'.padEnd(18)} ${'count'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}`,
  );
  console.log(row('all', report.all));
  console.log(row('sign-up', report.signUp));
  console.log(row('play', report.play));
  console.log(row('  during sign-ups', report.playDuringSignUps));
  console.log(row('  after them', report.playAfterSignUps));
  for (const [kind, l] of Object.entries(report.byKind))
    if (kind !== 'sign-up') console.log(row(`  ${kind}`, l));
  const refusals = Object.entries(report.refused);
  console.log(
    `  ${report.all.count} requests in ${report.seconds.toFixed(1)} s, ${report.cpuMsPerRequest.toFixed(2)} ms of the server's CPU each (the client's ${report.clientCpuMsPerRequest.toFixed(2)} ms, its own process); refused: ${refusals.length ? refusals.map(([s, n]) => `${n} x ${s}`).join(', ') : 'none'}; ledger ${report.ledgerConsistent ? 'consistent' : 'BROKEN'}`,
  );
  if (report.profile)
    printSummary("The server's CPU profile over the plays after the last sign-up", report.profile);
  return report.ledgerConsistent && refusals.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: String(PGLITE_LOAD.players) },
      requests: { type: 'string', default: String(PGLITE_LOAD.requestsPerPlayer) },
      'think-ms': { type: 'string', default: String(PGLITE_LOAD.thinkMs) },
      postgres: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
  });
  const ok = await pgliteLoadSection({
    players: Number(values.players),
    requestsPerPlayer: Number(values.requests),
    thinkMs: Number(values['think-ms']),
    postgres: values.postgres,
    profile: values.profile,
  });
  if (!ok) process.exitCode = 1;
}
