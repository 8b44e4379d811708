// Round events fan-out (issue 13): N sockets split evenly across two server processes on one
// PostgreSQL and Redis, all subscribed to game:crash, hear crash.bet for bets placed through
// HTTP on process A; a bare pair of socket.io servers (two more processes, joined by
// @socket.io/redis-adapter) re-broadcasts a payload of the same shape and size, its N
// sockets split the same way, triggered by an HTTP request to its first server. The two alternate within each crash
// round: bets while it takes bets, the bare pair while it runs and shows its result.
//
// The measure: from just before the bench sends the request (the bet, or the bare trigger)
// to each receiver's handler, on this process's one clock. crash.bet carries no emit time,
// and the round's serverTime is the database's clock when a snapshot was read (not the
// emit), so the honest span is request to delivery; it includes the bet itself (the
// request's own round trip is printed beside it). Messages go one at a time, the next once
// every receiver has the last, for both setups: deliveries/s is what each sustains so.
// Every receiver lives in this process, so its decoding is part of every figure.
// Run alone: `npx tsx tools/bench/roundFanout.ts --clients 1000,5000 --rounds 3 --bets 40`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { crashElapsedMsFor, crashPointE2FromRound } from '../../games/crash/core';
import { buildHashChain, roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import { openDatabase } from '../../src/server/db/client';
import type { CrashBet, CrashRound } from '../../src/shared/contract/crash';
import { publishCrashChain } from '../../tests/helpers/crashChain';
import { REDIS_URL, createScratchDatabase } from '../../tests/helpers/pgDatabase';
import { type ServerProcess, startServerProcess } from '../../tests/helpers/serverProcess';

export interface RoundFanoutOptions {
  /** Each count is measured in turn on the same servers: 1,000 and 5,000 by default. */
  clientCounts: number[];
  /** Measured crash rounds per count, after one warm-up round. */
  rounds: number;
  /** At most this many bets per betting window (one player each). */
  betsPerRound: number;
}

export interface RoundFigures {
  p50: number;
  p99: number;
  /** Deliveries per second while messages went out one after another. */
  deliveriesPerSecond: number;
  messages: number;
}

interface Measured {
  latencies: number[];
  seconds: number;
  messages: number;
}

const ORIGIN = 'http://localhost:3999';
const ROOM = 'game:crash';
const CONNECT_BATCH = 100;
const DELIVERY_TIMEOUT_MS = 60_000;
/** Bets stop this long before betting closes: a bet refused as late carries no event. */
const BETTING_MARGIN_MS = 400;
/** A betting window with less left than this is skipped for the next one. */
const MIN_WINDOW_MS = 2_000;
const WARM_UP_MESSAGES = 3;
const BET_AMOUNT = 10;
/** Rounds crashing at or below this (hundredths) run at most ~7.8 s: the bench waits less. */
const SHORT_ROUND_E2 = 160;
const SALT_SEARCH_MS = 1_500;
const CHAIN_LENGTH = 400;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function figures(runs: Measured[]): RoundFigures {
  const sorted = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    deliveriesPerSecond: sorted.length / seconds,
    messages: runs.reduce((sum, r) => sum + r.messages, 0),
  };
}

/**
 * A chain of the bench's own whose first rounds all crash early: the salt is searched for
 * the longest run of short rounds, so the rounds the bench watches pass quickly instead of
 * now and then climbing for a minute. Round hashes do not depend on the salt.
 */
function shortRoundsChain() {
  const chain = buildHashChain(sha256Hex(`round-fanout-${randomUUID()}`), CHAIN_LENGTH, 50);
  const hashes = Array.from({ length: 60 }, (_, i) => roundHashOf(chain, i + 1));
  let best = { salt: '', shortRounds: -1 };
  const deadline = performance.now() + SALT_SEARCH_MS;
  for (let i = 0; performance.now() < deadline; i++) {
    const salt = sha256Hex(`round-fanout-salt-${i}`);
    let short = 0;
    while (short < hashes.length && crashPointE2FromRound(hashes[short]!, salt) <= SHORT_ROUND_E2)
      short++;
    if (short > best.shortRounds) best = { salt, shortRounds: short };
  }
  return { chain, ...best };
}

async function open(url: string): Promise<Socket> {
  // forceNew: each socket its own connection, as N browsers would have.
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: ORIGIN },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** `count` sockets, alternately on each url, each subscribed to game:crash. */
async function openSubscribed(urls: string[], count: number, into: Socket[]): Promise<Socket[]> {
  const opened: Socket[] = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) =>
        open(urls[(i + j) % urls.length]!),
      ),
    );
    into.push(...batch); // closed in the end even if a later batch fails
    opened.push(...batch);
    const acks = await Promise.all(
      batch.map((s) => s.timeout(30_000).emitWithAck(`${ROOM}.subscribe`)),
    );
    if (acks.some((ack) => ack !== true)) throw new Error('a socket was refused game:crash');
  }
  return opened;
}

/** Who is still waiting for which message, keyed by the username the payload carries. */
class Deliveries {
  private readonly pending = new Map<string, { sentAt: number; left: number; done: () => void }>();
  private latencies: number[] = [];

  listen(sockets: Socket[]) {
    for (const socket of sockets)
      socket.on('crash.bet', (payload: { data: { bet: CrashBet } }) =>
        this.heard(payload.data.bet.username),
      );
  }

  /** Stamps `key` as sent now; the promise settles once `receivers` sockets heard it. */
  expect(key: string, receivers: number): { delivered: Promise<void>; cancel: () => void } {
    let cancel = () => {};
    const delivered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const left = this.pending.get(key)?.left;
        this.pending.delete(key);
        reject(new Error(`${left} of ${receivers} sockets never heard ${key}`));
      }, DELIVERY_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      cancel = () => {
        this.pending.delete(key);
        done();
      };
      this.pending.set(key, { sentAt: performance.now(), left: receivers, done });
    });
    return { delivered, cancel };
  }

  /** Other processes on this Redis may speak on game:crash too: unknown keys are not ours. */
  private heard(key: string) {
    const waiting = this.pending.get(key);
    if (!waiting) return;
    this.latencies.push(performance.now() - waiting.sentAt);
    if (--waiting.left === 0) {
      this.pending.delete(key);
      waiting.done();
    }
  }

  take(): number[] {
    const taken = this.latencies;
    this.latencies = [];
    return taken;
  }
}

interface Player {
  username: string;
  cookie: string;
}

/** Each player from an address of its own (the processes trust this host as their proxy). */
async function register(url: string, index: number): Promise<Player> {
  const username = `p_${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': `2001:db8::${(index + 1).toString(16)}`,
    },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    }),
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { username, cookie: cookie!.split(';')[0]! };
}

/**
 * One bare socket.io server and nothing else (this file run with --bare-server KEY): the
 * bench runs two, each its own process as the game's servers are, joined by Redis on a key
 * of their own. The trigger: an HTTP request whose body is broadcast as it is.
 */
async function serveBare(key: string): Promise<void> {
  const pub = new Redis(REDIS_URL);
  const sub = pub.duplicate();
  const http = createServer();
  const io = new Server(http);
  io.adapter(createAdapter(pub, sub, { key }));
  io.on('connection', (socket) => {
    socket.on(`${ROOM}.subscribe`, async (ack: (ok: boolean) => void) => {
      await socket.join(ROOM);
      ack(true);
    });
  });
  http.on('request', (req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      io.to(ROOM).emit('crash.bet', JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    void io.close(() => {
      pub.disconnect();
      sub.disconnect();
      process.exit(0);
    });
  });
  const address = http.address();
  console.log(`bare-port ${typeof address === 'object' && address ? address.port : 0}`);
}

interface BareServer {
  url: string;
  stop(): Promise<void>;
}

async function spawnBare(key: string): Promise<BareServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--bare-server', key],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const found = /bare-port (\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', (code) => reject(new Error(`bare server exited (${code}): ${out}`)));
      setTimeout(() => reject(new Error('bare server not listening within 30 s')), 30_000);
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Bets one player after another while the window lasts; each waits for every receiver. */
async function measureBets(
  url: string,
  roundId: number,
  players: Player[],
  deliveries: Deliveries,
  receivers: number,
  until: number,
  max: number,
): Promise<Measured & { requestMs: number[] }> {
  const requestMs: number[] = [];
  let messages = 0;
  let lastDelivery = performance.now();
  const started = performance.now();
  for (const player of players.slice(0, max)) {
    if (Date.now() >= until) break;
    const { delivered, cancel } = deliveries.expect(player.username, receivers);
    const sentAt = performance.now();
    let res: Response;
    let answer: { roundId?: number; error?: { code?: string } };
    try {
      res = await fetch(`${url}/api/games/crash/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: player.cookie },
        body: JSON.stringify({ amount: BET_AMOUNT, autoCashout: null }),
      });
      requestMs.push(performance.now() - sentAt);
      answer = (await res.json()) as typeof answer;
    } catch (error) {
      cancel();
      throw error;
    }
    if (res.status === 409 && answer.error?.code === 'BETTING_CLOSED') {
      cancel(); // too late by the server's clock: no event will come
      break;
    }
    if (res.status !== 200 || answer.roundId !== roundId) {
      cancel();
      throw new Error(`bet for round ${roundId}: ${res.status} ${JSON.stringify(answer)}`);
    }
    await delivered;
    lastDelivery = performance.now();
    messages++;
  }
  const latencies = deliveries.take();
  return { latencies, seconds: (lastDelivery - started) / 1000, messages, requestMs };
}

/** The same number of messages through the bare pair, shaped as crash.bet. */
async function measureBare(
  url: string,
  roundId: number,
  deliveries: Deliveries,
  receivers: number,
  messages: number,
): Promise<Measured> {
  const started = performance.now();
  for (let m = 0; m < messages; m++) {
    const username = `p_${randomBytes(4).toString('hex')}`;
    const bet: CrashBet = {
      id: randomUUID(),
      username,
      amount: BET_AMOUNT,
      autoCashout: null,
      cashedOutAt: null,
      payout: null,
    };
    const { delivered } = deliveries.expect(username, receivers);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { roundId, bet } }),
    });
    if (res.status !== 200) throw new Error(`bare trigger: ${res.status}`);
    await res.text();
    await delivered;
  }
  return {
    latencies: deliveries.take(),
    seconds: (performance.now() - started) / 1000,
    messages,
  };
}

/** Follows the rounds through one subscribed socket; answers the next usable betting window. */
function roundWatcher(socket: Socket) {
  let latest: CrashRound | null = null;
  socket.on('crash.round', (payload: { data: { round: CrashRound } }) => {
    if (!latest || payload.data.round.id >= latest.id) latest = payload.data.round;
  });
  return async (after: number, timeoutMs = 180_000): Promise<CrashRound> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const round = latest as CrashRound | null;
      if (
        round &&
        round.id > after &&
        round.phase === 'betting' &&
        Date.parse(round.bettingEndsAt) - Date.now() > MIN_WINDOW_MS
      )
        return round;
      if (Date.now() > deadline) throw new Error(`no betting window within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

export interface RoundFanoutResult {
  clients: number;
  rounds: RoundFigures;
  bare: RoundFigures;
  /** The bet requests' own round trip, p50 (ms): part of every round-event latency. */
  betRequestP50: number;
}

export async function runRoundFanout(options: RoundFanoutOptions): Promise<RoundFanoutResult[]> {
  const { clientCounts, rounds, betsPerRound } = options;
  const scratch = await createScratchDatabase();
  const servers: ServerProcess[] = [];
  const bare: BareServer[] = [];
  const sockets: Socket[] = [];
  try {
    // Migrated and given the bench's chain before any process starts, so the leader plays it
    // (two connections: the migration holds one for its lock).
    const { chain, salt, shortRounds } = shortRoundsChain();
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 2 });
    try {
      await publishCrashChain(handle.db, chain, salt);
    } finally {
      await handle.close();
    }
    console.log(
      `round fan-out: the chain's first ${shortRounds} rounds crash by ${(SHORT_ROUND_E2 / 100).toFixed(2)}x (<= ${(crashElapsedMsFor(SHORT_ROUND_E2) / 1000).toFixed(1)} s running)`,
    );
    const unlimited = '1000000000';
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      SITE_ORIGIN: ORIGIN,
      NODE_ENV: 'production', // no answer checks, as a deployment runs
      RATE_LIMIT_PER_MINUTE: unlimited,
      SOCKET_EVENTS_PER_10S: unlimited,
      RAIN_SCHEDULED: 'false',
      // Registration allows 10 per address an hour: the players speak from addresses of
      // their own through this host, as through a proxy.
      TRUST_PROXY: '127.0.0.1',
    };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    const key = `bench-rounds-${randomUUID()}`;
    const bareStarted = await Promise.allSettled([spawnBare(key), spawnBare(key)]);
    for (const s of bareStarted) if (s.status === 'fulfilled') bare.push(s.value);
    for (const s of bareStarted) if (s.status === 'rejected') throw s.reason;
    const bareUrls = bare.map((server) => server.url);
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const players = await Promise.all(
      Array.from({ length: betsPerRound }, (_, i) => register(a.url, i)),
    );
    const watcher = (await openSubscribed([a.url], 1, sockets))[0]!;
    const nextWindow = roundWatcher(watcher);

    const results: RoundFanoutResult[] = [];
    let lastRound = 0;
    for (const clients of clientCounts) {
      console.log(`round fan-out: ${clients} sockets on each setup, half on each process…`);
      const ours = await openSubscribed([a.url, b.url], clients, sockets);
      const theirs = await openSubscribed(bareUrls, clients, sockets);
      const oursHeard = new Deliveries();
      oursHeard.listen(ours);
      const bareHeard = new Deliveries();
      bareHeard.listen(theirs);

      const runs = { ours: [] as Measured[], bare: [] as Measured[], requestMs: [] as number[] };
      for (let round = 0; round <= rounds; round++) {
        const window = await nextWindow(lastRound);
        lastRound = window.id;
        const warm = round === 0;
        const betting = await measureBets(
          a.url,
          window.id,
          players,
          oursHeard,
          clients,
          Date.parse(window.bettingEndsAt) - BETTING_MARGIN_MS,
          warm ? WARM_UP_MESSAGES : betsPerRound,
        );
        if (betting.messages === 0) throw new Error(`no bet made it into round ${window.id}`);
        const plain = await measureBare(
          bareUrls[0]!,
          window.id,
          bareHeard,
          clients,
          betting.messages,
        );
        if (warm) continue;
        runs.ours.push(betting);
        runs.bare.push(plain);
        runs.requestMs.push(...betting.requestMs);
        const o = figures([betting]);
        const p = figures([plain]);
        console.log(
          `  round ${round} (#${window.number}, ${betting.messages} bets): gemdrop p50 ${o.p50.toFixed(1)} ms p99 ${o.p99.toFixed(1)} ms   bare p50 ${p.p50.toFixed(1)} ms p99 ${p.p99.toFixed(1)} ms`,
        );
      }
      results.push({
        clients,
        rounds: figures(runs.ours),
        bare: figures(runs.bare),
        betRequestP50: percentile(
          runs.requestMs.sort((x, y) => x - y),
          50,
        ),
      });
      for (const socket of [...ours, ...theirs]) socket.close();
    }
    return results;
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(bare.map((server) => server.stop()));
    const codes = await Promise.all(servers.map((s) => s.stop()));
    codes.forEach((code, i) => {
      if (code !== 0)
        console.error(
          `round fan-out: server process ${i} exited with ${code}:\n${servers[i]!.output().slice(-2_000)}`,
        );
    });
    await scratch.drop();
  }
}

export function printRoundFanout(options: RoundFanoutOptions, results: RoundFanoutResult[]) {
  const row = (name: string, f: RoundFigures) =>
    `${name.padEnd(40)}${f.p50.toFixed(1).padStart(8)}${f.p99.toFixed(1).padStart(9)}${f.deliveriesPerSecond.toFixed(0).padStart(14)}`;
  for (const r of results) {
    console.log(
      `\nround events (crash.bet) to ${r.clients} sockets over two processes, ${options.rounds} rounds, ${r.rounds.messages} bets`,
    );
    console.log(`${''.padEnd(40)}  p50 ms   p99 ms  deliveries/s`);
    console.log(row('gemdrop crash.bet (HTTP bet, PostgreSQL)', r.rounds));
    console.log(row('bare socket.io pair (HTTP trigger)', r.bare));
    console.log(
      `${'ratio gemdrop / bare'.padEnd(40)}${(r.rounds.p50 / r.bare.p50).toFixed(2).padStart(8)}${(r.rounds.p99 / r.bare.p99).toFixed(2).padStart(9)}${(r.rounds.deliveriesPerSecond / r.bare.deliveriesPerSecond).toFixed(2).padStart(14)}`,
    );
    console.log(
      `  of which the bet request's own round trip: p50 ${r.betRequestP50.toFixed(1)} ms; goals: p99 <= 50 ms at 5,000, rate >= 0.80 of bare`,
    );
  }
}

export async function roundFanoutSection(options: RoundFanoutOptions): Promise<void> {
  printRoundFanout(options, await runRoundFanout(options));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '1000,5000' },
      rounds: { type: 'string', default: '3' },
      bets: { type: 'string', default: '40' },
      'bare-server': { type: 'string' },
    },
  });
  if (values['bare-server'] !== undefined) {
    await serveBare(values['bare-server']);
    await new Promise(() => {}); // serves until SIGTERM
  }
  await roundFanoutSection({
    clientCounts: values.clients.split(',').map(Number),
    rounds: Number(values.rounds),
    betsPerRound: Number(values.bets),
  });
  process.exit(0);
}
