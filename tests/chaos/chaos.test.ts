import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../tools/build-if-stale.mjs';
import { type Launch, type LocalCluster, launchLocalCluster } from '../cluster/localCluster';
import { Player, eventWhere, pause } from '../cluster/player';
import {
  type SeatedPlayer,
  leaders,
  nodeReady,
  playersOnEveryNode,
  waitFor,
} from './clusterProbes';
import {
  freePortIn,
  type PrivatePostgres,
  type PrivateRedis,
  startPostgres,
  startRedis,
} from './privateStores';
import { killMidBeaconGames } from './beaconKills';
import { seatsSettled } from './gameBooks';
import { type GameTable, fillOpenGames, gameTable, makeCashier } from './gameLoad';
import { type LoadPlayer, type Tally, newTally } from './loadPlayer';
import { checkBooks, loadPlayers, runLoad, settleUnsureTips } from './walletLoad';

// `npm run test:chaos`: the cluster of `npm run cluster` (nginx, three supervised nodes) on
// a PostgreSQL and a Redis of the suite's own, which it restarts and cuts under a load of
// bets through nginx; it drops every client socket, kills the round leader mid roulette
// spin, then kills nodes with SIGKILL under 100,000 wallet operations (or as many as the
// time budget holds). It prints what it did and checks that no cent appeared
// or vanished: every balance equals its ledger, every bet is settled whole or not at all.

/** The whole suite, set-up and tear-down included (docs/testing.md). */
const BUDGET_MS = 6 * 60_000;
// From this worker's start: vitest's own start-up is part of the budget too.
const startedAt = Date.now() - Math.round(process.uptime() * 1000);
/** Kept for the last games to play out, the books check, ledger:verify and stopping. */
const CLOSING_MS = 60_000;
const TARGET_OPERATIONS = 100_000;
const KILLS = 5;

let postgres: PrivatePostgres | undefined;
let redis: PrivateRedis | undefined;
let launch: Launch | undefined;
let cluster: LocalCluster;
let table: GameTable;
const players: LoadPlayer[] = [];
const sockets: Socket[] = [];

const report = {
  operations: 0,
  failures: [] as string[],
  recoveries: [] as string[],
  statuses: new Map<string, number>(),
  unavailable: 0,
  internal: 0,
  books: [] as string[],
};

/** What the suite did, printed at its end whatever failed. */
const printed = () =>
  [
    `chaos: ${report.operations} operations through nginx; ${report.unavailable} answered 503, ${report.internal} answered 500`,
    `answers: ${[...report.statuses].map(([k, n]) => `${k} x${n}`).join(', ')}`,
    `failures injected: ${report.failures.length}`,
    ...report.failures.map((f) => `  ${f}`),
    'recoveries:',
    ...report.recoveries.map((r) => `  ${r}`),
    ...report.books,
  ].join('\n');

function count(tally: Tally) {
  report.operations += tally.operations;
  report.unavailable += tally.byOutcome.unavailable;
  report.internal += tally.byOutcome.internal;
  for (const [key, n] of tally.byStatus)
    report.statuses.set(key, (report.statuses.get(key) ?? 0) + n);
}

const summary = (tally: Tally) =>
  Object.entries(tally.byOutcome)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/** Loads still running: a test that fails stops its own before the next one starts. */
const loads: Promise<void>[] = [];
let abortLoads = false;
function startLoad(tally: Tally, who: LoadPlayer[], until: () => boolean): Promise<void> {
  const load = runLoad(tally, who, table, () => abortLoads || until());
  loads.push(load);
  return load;
}
afterEach(async () => {
  abortLoads = true;
  await Promise.all(loads.splice(0));
  abortLoads = false;
});

const everyNodeReady = async () => (await Promise.all(cluster.nodes.map(nodeReady))).every(Boolean);

beforeAll(async () => {
  buildIfStale();
  postgres = await startPostgres(await freePortIn(5441, 5449));
  redis = await startRedis(await freePortIn(6391, 6399));
  launch = launchLocalCluster({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    // A short chain, salted a second after it is published: rounds start at once.
    ROUND_CHAIN_LENGTH: '2000',
    ROUND_CHAIN_SALT_DELAY_SECONDS: '1',
    // Every client reaches nginx from loopback: no address limit in the way.
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  cluster = await launch.ready;
  console.log(
    `private PostgreSQL :${postgres.port}, Redis :${redis.port}; cluster ready in ${cluster.startupMs} ms`,
  );
  players.push(...(await loadPlayers(cluster.url, cluster.origin, 24)));
  // One player in four withdraws (2FA on, so it leaves its vault alone).
  for (const player of players.filter((_, i) => i % 4 === 3)) await makeCashier(player);
  table = await gameTable(players[0]!.client);
}, 240_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  try {
    if (cluster) {
      const stopped = await cluster.stop();
      console.log(`cluster stopped by SIGTERM in ${stopped.ms} ms (exit ${stopped.code})`);
    } else await launch?.stop();
  } finally {
    redis?.stop();
    postgres?.stop();
    console.log(printed());
    console.log(`chaos suite: ${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`);
  }
}, 60_000);

describe('npm run test:chaos', () => {
  it('restarts PostgreSQL under a load of bets: 503, never 500, and the nodes recover', async () => {
    const tally = newTally();
    let stop = false;
    const load = startLoad(tally, players, () => stop);
    await pause(3_000);
    const okBefore = tally.byOutcome.ok;
    expect(okBefore, summary(tally)).toBeGreaterThan(0);

    const restartAt = Date.now();
    const { downMs } = await postgres!.restart();
    report.failures.push(
      `PostgreSQL restarted (pg_ctl restart -m fast, ${downMs} ms) under ${players.length} players' load`,
    );
    const readyMs = await waitFor(everyNodeReady, 60_000, 'every node ready after the restart');
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
    count(tally);
    report.recoveries.push(
      `after the PostgreSQL restart: every node ready in ${readyMs} ms, bets succeeding in ${recoveredMs} ms; ${tally.operations} operations (${summary(tally)})`,
    );

    expect(tally.byOutcome.internal, tally.firstInternal).toBe(0);
    // The outage was seen, and answered 503 (the store away), not by a dead node's 502.
    expect(tally.byOutcome.unavailable).toBeGreaterThan(0);
    expect(tally.byOutcome.lost, [...tally.byStatus].join('; ')).toBe(0);

    const db = new pg.Client({ connectionString: postgres!.url });
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
  }, 120_000);

  it('cuts Redis for 5 s: nodes keep serving, events between them resume, no round twice', async () => {
    const seated = await playersOnEveryNode(cluster);
    sockets.push(...seated.map((s) => s.socket));
    // Every socket's view of both round games: crash (rounds of any length) and roulette
    // (a fixed cycle of about 25 s, so one is always due).
    const rounds = {
      crash: seated.map(() => [] as Seen[]),
      roulette: seated.map(() => [] as Seen[]),
    };
    for (const [i, { socket }] of seated.entries()) {
      for (const game of ['crash', 'roulette'] as const) {
        socket.on(`${game}.round`, ({ data }: { data: { round: { id: number; phase: string } } }) =>
          rounds[game][i]!.push({ id: data.round.id, phase: data.round.phase, at: Date.now() }),
        );
        expect(await socket.timeout(5_000).emitWithAck(`game:${game}.subscribe`)).toBe(true);
      }
    }
    const before = await chatHeardAcross(seated, 10_000);
    report.recoveries.push(`before the cut: chat heard across the nodes in ${before} ms`);

    const tally = newTally();
    let stop = false;
    const load = startLoad(tally, players.slice(0, 6), () => stop);
    const served = { http: 0, httpFailed: 0, acks: 0, acksFailed: 0 };
    await redis!.cut();
    const cutAt = Date.now();
    report.failures.push('Redis killed (SIGKILL) for 5 s, then started again empty on its port');
    while (Date.now() - cutAt < 5_000) {
      await Promise.all([
        ...cluster.nodes.map(async (node) => {
          const ok = await fetch(`http://127.0.0.1:${node.port}/api/games/crash/round`, {
            signal: AbortSignal.timeout(2_000),
          })
            .then((r) => r.ok)
            .catch(() => false);
          served[ok ? 'http' : 'httpFailed']++;
        }),
        ...seated.map(async ({ socket }) => {
          const ok = await socket
            .timeout(2_000)
            .emitWithAck('game:crash.subscribe')
            .then((a) => a === true && socket.connected)
            .catch(() => false);
          served[ok ? 'acks' : 'acksFailed']++;
        }),
      ]);
      await pause(250);
    }
    await redis!.restore();
    const restoredAt = Date.now();
    const chatMs = await chatHeardAcross(seated, 20_000);
    // Round events again on the sockets of every node: a roulette phase change after the
    // restore (its cycle is fixed), heard by all three.
    await waitFor(
      async () => rounds.roulette.every((seen) => seen.some((r) => r.at > restoredAt)),
      40_000,
      'a roulette round event heard on every node after the restore',
    );
    const roundsMs = Date.now() - restoredAt;
    stop = true;
    await load;
    await settleUnsureTips(tally, players, 30_000);
    count(tally);
    report.recoveries.push(
      `during the Redis cut: ${served.http} node HTTP answers (${served.httpFailed} failed), ${served.acks} socket acks (${served.acksFailed} failed), ${tally.operations} operations through nginx (${summary(tally)})`,
      `after Redis came back: chat across nodes again in ${chatMs} ms, roulette rounds heard on every node in ${roundsMs} ms`,
    );
    expect(served.httpFailed).toBe(0);
    expect(served.acksFailed).toBe(0);
    expect(tally.byOutcome.internal, tally.firstInternal).toBe(0);
    expect(tally.byOutcome.unavailable + tally.byOutcome.lost, [...tally.byStatus].join('; ')).toBe(
      0,
    );

    // No round played twice: on every socket, round ids never go back, and a round's phases
    // only move forward, never starting over.
    for (const game of ['crash', 'roulette'] as const) {
      for (const seen of rounds[game])
        expectForwardOnly(seen, ['betting', 'running', 'rolling', 'ended']);
      const ids = [...new Set(rounds[game].flat().map((r) => r.id))].sort((a, b) => a - b);
      report.recoveries.push(
        `${game} rounds seen across the cut: ${ids.join(', ')}, each once, in order`,
      );
    }
  }, 120_000);

  it('drops every client socket for 2 s every 10 s: clients resync balance and round events', async () => {
    const seated = await playersOnEveryNode(cluster);
    const subscribe = async (socket: Socket) => {
      for (const game of ['crash', 'roulette'])
        expect(await socket.timeout(5_000).emitWithAck(`game:${game}.subscribe`)).toBe(true);
    };
    for (const { socket } of seated) await subscribe(socket);
    const drops = 2;
    const resyncs: number[] = [];
    for (let drop = 0; drop < drops; drop++) {
      await pause(drop === 0 ? 1_000 : 8_000);
      const lastRound = await Promise.all(seated.map(({ client }) => roundIdsNow(client)));
      for (const s of seated) s.socket.disconnect();
      report.failures.push(`every client socket dropped for 2 s (drop ${drop + 1} of ${drops})`);
      // Money moves while the sockets are gone: their 'user.balance' events are missed.
      const missed = await Promise.all(seated.map(({ client }) => diceBet(client)));
      await pause(2_000);
      const at = Date.now();
      await Promise.all(
        seated.map(async (s, i) => {
          // A resync on reconnect: a new socket, logged in and subscribed, and the balance read.
          s.socket = await s.client.socket();
          sockets.push(s.socket);
          const rounds = ['crash', 'roulette'].map((game) =>
            eventWhere<{ data: { round: { id: number } } }>(
              s.socket,
              `${game}.round`,
              () => true,
              5_000,
            ),
          );
          await subscribe(s.socket);
          // On subscribing, each game's round as it is now: never one older than before.
          const [crash, roulette] = await Promise.all(rounds);
          expect(crash!.data.round.id).toBeGreaterThanOrEqual(lastRound[i]!.crash);
          expect(roulette!.data.round.id).toBeGreaterThanOrEqual(lastRound[i]!.roulette);
          expect(await s.client.balance()).toBe(missed[i]!.balance);
          // And the events flow again: the next bet's balance reaches the new socket.
          const heard: { balance: number; ledgerPosition: number }[] = [];
          s.socket.on('user.balance', ({ data }: { data: (typeof heard)[number] }) =>
            heard.push(data),
          );
          const next = await diceBet(s.client);
          await waitFor(
            async () => heard.some((b) => b.ledgerPosition >= next.ledgerPosition),
            5_000,
            'the next balance event on the new socket',
          );
          expect(heard.find((b) => b.ledgerPosition === next.ledgerPosition)?.balance).toBe(
            next.balance,
          );
        }),
      );
      resyncs.push(Date.now() - at);
    }
    report.recoveries.push(
      `after each socket drop: balance, round snapshots and balance events back on all ${seated.length} clients in ${resyncs.join(' and ')} ms`,
    );
  }, 120_000);

  it('kills the round leader mid roulette spin: a new leader within 5 s, each bet settled once', async () => {
    const bettors = await Promise.all(
      ['RED', 'BLACK', 'GREEN', 'BAIT'].map(async (option) => {
        const client = new Player(cluster.url, cluster.origin);
        return { client, option, start: await client.register() };
      }),
    );
    const stake = 100;
    const betting = await rouletteUntil(
      (r) =>
        r?.phase === 'betting' && Date.parse(r.bettingEndsAt) - Date.parse(r.serverTime) > 3_000,
      40_000,
      'no roulette betting phase',
    );
    for (const { client, option } of bettors) {
      const res = await client.post('/api/games/roulette/bet', { option, amount: stake });
      report.operations++;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const spinning = await rouletteUntil(
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
    const db = new pg.Client({ connectionString: postgres!.url });
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
  }, 150_000);

  it('kills the node following case battles and a coin flip: each ends when its beacon round arrives', async () => {
    const { failure, recoveries } = await killMidBeaconGames(cluster, postgres!.url, table);
    report.operations += 14;
    report.failures.push(failure);
    report.recoveries.push(...recoveries);
  }, 90_000);

  it(
    `plays up to ${TARGET_OPERATIONS} wallet operations with ${KILLS} kill -9s of nodes`,
    async () => {
      const windowMs = startedAt + BUDGET_MS - CLOSING_MS - Date.now();
      expect(windowMs, 'no time left for the load').toBeGreaterThan(20_000);
      const tally = newTally();
      const loadStart = Date.now();
      const endAt = loadStart + windowMs;
      const load = startLoad(
        tally,
        players,
        () => tally.operations >= TARGET_OPERATIONS || Date.now() >= endAt,
      );
      const restarts: Promise<void>[] = [];
      for (let k = 0; k < KILLS; k++) {
        // Evenly through the load, by time or by operations whichever comes first, so all
        // five land before the last operation; each node in turn (the supervisor's pause
        // grows with kills of one node in a row: two per node at most).
        const at = loadStart + (windowMs * (k + 1)) / (KILLS + 1);
        const after = (TARGET_OPERATIONS * (k + 1)) / (KILLS + 1);
        while (Date.now() < at && tally.operations < after) await pause(100);
        const node = cluster.nodes[k % cluster.nodes.length]!;
        // Never a node still starting from an earlier kill: its pid file names the dead one.
        await waitFor(() => nodeReady(node), 60_000, `${node.name} ready`);
        const pid = cluster.pidOf(node);
        process.kill(pid, 'SIGKILL');
        const killedAt = Date.now();
        report.failures.push(
          `kill -9 ${node.name} (pid ${pid}) after ${tally.operations} operations`,
        );
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
      expect(restarts).toHaveLength(KILLS);
      // The games left open get bots; every flip and battle then plays out on its round.
      const filledAt = Date.now();
      await fillOpenGames(tally, players, table, 20_000);
      const db = new pg.Client({ connectionString: postgres!.url });
      db.on('error', () => undefined);
      await db.connect();
      await seatsSettled(db, players, 30_000).finally(() => db.end());
      report.recoveries.push(
        `open games filled with bots and every flip and battle of the load settled ${Date.now() - filledAt} ms after the load`,
      );
      await settleUnsureTips(tally, players, 30_000);
      count(tally);
      const rate = tally.operations / elapsed;
      report.recoveries.push(
        `wallet load: ${tally.operations} operations in ${elapsed.toFixed(1)} s = ${rate.toFixed(0)} ops/s by ${players.length} players (${summary(tally)})` +
          (tally.operations < TARGET_OPERATIONS
            ? `; ${TARGET_OPERATIONS} would take ${(TARGET_OPERATIONS / rate).toFixed(0)} s, past the ${BUDGET_MS / 60_000}-minute budget: the count is what fit`
            : ''),
      );
      expect(tally.byOutcome.internal, tally.firstInternal).toBe(0);
    },
    BUDGET_MS,
  );

  it('leaves the books whole: ledger:verify clean, every balance its ledger, no cent created or lost', async () => {
    const db = new pg.Client({ connectionString: postgres!.url });
    db.on('error', () => undefined);
    await db.connect();
    const books = await checkBooks(db, players).finally(() => db.end());
    // What an operator runs: `npm run ledger:verify` on the cluster's database.
    const verify = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/ledger-verify.ts'],
      { env: { ...process.env, DATABASE_URL: postgres!.url, REDIS_URL: '', LOG_LEVEL: 'warn' } },
    ).catch((error: { stdout: string; stderr: string; code: number }) => error);
    report.books = [
      `unanswered dice bets: ${books.unsureTotal}, of which the database settled ${books.unsureSettled} (whole)`,
      `half-settled bets: ${books.halfSettled.length} ${books.halfSettled.join('; ')}`,
      `answered bets missing: ${books.missing} ${books.missingExamples.join('; ')}`,
      `ledger:verify: ${verify.stdout.trim()} ${verify.stderr.trim()}`,
      `coin flip and battle seats: ${books.games.seats} (${books.games.unsettled} unsettled), withdrawals: ${books.games.withdrawals}, claims: ${books.games.claims}; missing ${books.games.missing.length} ${books.games.missing.slice(0, 3).join('; ')}, phantom ${books.games.phantom.length}, wrong ${books.games.wrong.length} ${books.games.wrong.slice(0, 3).join('; ')}`,
      `cents created or lost: ${books.drift} (${books.driftAbs} counting each player apart)`,
    ];
    expect(verify.stderr).not.toContain('BROKEN');
    expect(verify.stdout).toContain('every invariant holds');
    expect(books.halfSettled).toEqual([]);
    expect(books.missing).toBe(0);
    expect(books.phantom).toBe(0);
    expect(books.games.missing).toEqual([]);
    expect(books.games.phantom).toEqual([]);
    expect(books.games.wrong).toEqual([]);
    expect(books.games.unsettled).toBe(0);
    expect(books.drift).toBe(0);
    expect(report.internal).toBe(0);
  }, 60_000);
});

/** A dice bet of 0.10 through nginx: the balance and ledger position it answered. */
async function diceBet(client: Player): Promise<{ balance: number; ledgerPosition: number }> {
  const res = await client.post('/api/games/dice/bet', {
    amount: 10,
    target: 5_000,
    direction: 'over',
  });
  if (res.status !== 200) throw new Error(`dice bet: ${res.status} ${JSON.stringify(res.body)}`);
  report.operations++;
  return { balance: res.body.balance as number, ledgerPosition: res.body.ledgerPosition as number };
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

/** The crash and roulette round ids nginx serves now. */
async function roundIdsNow(client: Player): Promise<{ crash: number; roulette: number }> {
  const [crash, roulette] = await Promise.all(
    ['crash', 'roulette'].map((game) => client.get(`/api/games/${game}/round`)),
  );
  return { crash: crash!.body.round?.id ?? 0, roulette: roulette!.body.round?.id ?? 0 };
}

interface Seen {
  id: number;
  phase: string;
  at: number;
}

function expectForwardOnly(seen: Seen[], order: string[]) {
  const trail = JSON.stringify(seen.map((r) => `${r.id}:${r.phase}`));
  for (let i = 1; i < seen.length; i++) {
    const [a, b] = [seen[i - 1]!, seen[i]!];
    expect(b.id, trail).toBeGreaterThanOrEqual(a.id);
    if (b.id === a.id)
      expect(order.indexOf(b.phase), trail).toBeGreaterThanOrEqual(order.indexOf(a.phase));
  }
}

/** Sends chat from each seated player in turn until the other nodes' sockets hear one: ms. */
async function chatHeardAcross(seated: SeatedPlayer[], ms: number): Promise<number> {
  const at = Date.now();
  for (let attempt = 0; Date.now() - at < ms; attempt++) {
    const from = seated[attempt % seated.length]!;
    const text = `chaos ${attempt} ${Date.now()}`;
    const heard = Promise.allSettled(
      seated
        .filter((s) => s !== from)
        .map(({ socket }) =>
          eventWhere<{ data: { message: { blocks: { value?: string }[] } } }>(
            socket,
            'chat.new-message',
            (p) => p.data.message.blocks.some((b) => b.value === text),
            2_000,
          ),
        ),
    );
    const ack = await from.socket
      .timeout(2_000)
      .emitWithAck('chat.send-message', {
        data: { channel: 'en', blocks: [{ type: 'TEXT', value: text }] },
      })
      .catch((error: Error) => ({ timeout: error.message }));
    if ((await heard).every((r) => r.status === 'fulfilled')) return Date.now() - at;
    report.recoveries.push(
      `chat from ${from.node.name} not heard on every node (ack ${JSON.stringify(ack)})`,
    );
  }
  throw new Error(`chat not heard across the nodes within ${ms} ms`);
}
