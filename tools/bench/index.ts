// `npm run bench`: wallet movements and settled dice bets per second (through the service
// layer, and through HTTP against the built server in a child process), against pgbench's
// simple-update TPS on the same PostgreSQL at the same concurrency; one player's bet latency on PGlite, and over HTTP against the built server
// in a child process as `npm start` runs it on PostgreSQL; chat fan-out; the open books' fold per
// bet against a bet without it; the proof-of-liabilities tree for 1,000,000 accounts (time
// and peak memory). The machine is shared
// and noisy, so the PostgreSQL loads alternate in short rounds and medians are compared.
// Options: --clients N (8), --seconds S per round (5), --rounds R (3),
//          --sections pg,lite,chat,load,books,liabilities,start (the default; rounds and
//          cluster are opt-in),
//          --profile (a CPU profile of one extra round each).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { DomainEventBus } from '../../src/server/domain/events';
import { createGameServices } from '../../src/server/domain/games';
import { Wallet } from '../../src/server/domain/wallet';
import { verifyLedger } from '../../src/server/domain/wallet';
import { createScratchDatabase } from '../../tests/helpers/pgDatabase';
import { diceHttpLoad, diceLatency, diceServiceLoad, registeredCookies } from './betLoad';
import { processCpuMs, startBuiltServer, waitForChains } from './builtServer';
import { chatFanoutSection } from './chatFanout';
import { clusterLoadSection } from './clusterLoad';
import { liabilityTreeSection } from './liabilityTree';
import { openBooksFoldSection } from './openBooksFold';
import { printSummary, profiled } from './cpuProfile';
import { databaseCpuBetween, databaseCpuTicks } from './databaseCpu';
import { PGLITE_LOAD, pgliteLoadSection } from './pgliteLoad';
import { pgbenchInit, pgbenchSimpleUpdateTps, pgbenchWalletPostTps } from './pgbench';
import { roundFanoutSection } from './roundFanout';
import { START_CHAIN_LENGTH, startLatencySection } from './startLatency';
import { fundedPlayers, walletLoad } from './walletLoad';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    sections: { type: 'string', default: 'pg,lite,chat,load,books,liabilities,start' },
    profile: { type: 'boolean', default: false },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const sections = new Set(values.sections.split(','));
const PLAYERS = 1000;
const HTTP_PLAYERS = 200;
const LATENCY_BETS = 2000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => n.toFixed(0).padStart(7);
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const ok = (r: { problems: string[] }) => (r.problems.length === 0 ? 'consistent' : 'BROKEN');

/** A load's rate and where its CPU went: this process, and the database's backends. */
async function measured<R extends { perSecond: number; cpu: number; seconds: number }>(
  url: string,
  load: () => Promise<R>,
): Promise<R & { dbCpu: number }> {
  const before = await databaseCpuTicks(url);
  const result = await load();
  const dbCpu = databaseCpuBetween(before, await databaseCpuTicks(url)) / result.seconds;
  return { ...result, dbCpu };
}

async function postgresSection() {
  console.log(
    `PostgreSQL: ${clients} clients, ${rounds} alternating rounds of ${seconds} s, ${PLAYERS} players`,
  );
  const pgbenchDb = await createScratchDatabase();
  const walletDb = await createScratchDatabase();
  try {
    pgbenchInit(pgbenchDb.url);
    const wallet = new Wallet(new DomainEventBus());
    const pgHandle = await openDatabase({
      databaseUrl: walletDb.url,
      dataDir: '',
      poolSize: clients,
    });
    const pgPlayers = await fundedPlayers(pgHandle.db, wallet, PLAYERS);
    await walletLoad(pgHandle.db, pgPlayers, clients, 1); // warm: connections, prepared statements
    const events = new DomainEventBus();
    const games = createGameServices(pgHandle.db, new Wallet(events), events);
    await diceServiceLoad(games.instantGames, pgPlayers, clients, 1);

    // The whole server on the same database as players reach it: the built server started as
    // `npm start` starts it, in its own process, this one its client (a rate limit no bench
    // reaches, a grant no bench spends).
    const server = await startBuiltServer({
      DATABASE_URL: walletDb.url,
      DB_POOL_SIZE: String(clients),
      RATE_LIMIT_PER_MINUTE: '1000000000',
      DEMO_GRANT: '1000000000',
      TRUST_PROXY: '127.0.0.1',
      ROUND_CHAIN_LENGTH: String(START_CHAIN_LENGTH),
    });
    const serverPid = server.process.pid!;
    await waitForChains(server.base, server.process);
    const httpUrl = server.base;
    const httpOrigin = server.origin;
    const cookies = await registeredCookies(httpUrl, httpOrigin, HTTP_PLAYERS);
    await diceHttpLoad(httpUrl, httpOrigin, cookies, clients, 1);

    const runs = {
      pgbench: [] as number[],
      wallet: [] as number[],
      walletCpu: [] as number[],
      dice: [] as number[],
      diceCpu: [] as number[],
      diceDbCpu: [] as number[],
      http: [] as number[],
      httpCpu: [] as number[],
      httpServerCpu: [] as number[],
      httpDbCpu: [] as number[],
    };
    for (let round = 1; round <= rounds; round++) {
      runs.pgbench.push(pgbenchSimpleUpdateTps(pgbenchDb.url, clients, seconds));
      const run = await walletLoad(pgHandle.db, pgPlayers, clients, seconds);
      runs.wallet.push(run.perSecond);
      runs.walletCpu.push(run.cpu);
      const dice = await measured(walletDb.url, () =>
        diceServiceLoad(games.instantGames, pgPlayers, clients, seconds),
      );
      runs.dice.push(dice.perSecond);
      runs.diceCpu.push(dice.cpu);
      runs.diceDbCpu.push(dice.dbCpu);
      const serverCpuBefore = processCpuMs(serverPid);
      const http = await measured(walletDb.url, () =>
        diceHttpLoad(httpUrl, httpOrigin, cookies, clients, seconds),
      );
      runs.http.push(http.perSecond);
      runs.httpCpu.push(http.cpu);
      runs.httpServerCpu.push((processCpuMs(serverPid) - serverCpuBefore) / 1000 / http.seconds);
      runs.httpDbCpu.push(http.dbCpu);
      const last = runs.pgbench.at(-1)!;
      console.log(
        `  round ${round}: pgbench ${fmt(last)}/s   wallet ${fmt(run.perSecond)}/s   dice service ${fmt(dice.perSecond)}/s (${(dice.perSecond / last).toFixed(2)})   dice HTTP ${fmt(http.perSecond)}/s (${(http.perSecond / last).toFixed(2)})`,
      );
    }

    if (values.profile) {
      const service = await profiled(() =>
        diceServiceLoad(games.instantGames, pgPlayers, clients, seconds),
      );
      printSummary(
        `CPU profile, dice service layer (${service.result.perSecond.toFixed(0)}/s)`,
        service.summary,
      );
      // The server runs in its own process: `--sections start --profile` profiles it.
    }

    await server.stop();
    const [ranges] = await queryRows<{ pmin: number; pmax: number; hmin: number; hmax: number }>(
      pgHandle.db,
      sql`
      SELECT min(id) FILTER (WHERE kind = 'user') AS pmin, max(id) FILTER (WHERE kind = 'user') AS pmax,
             min(id) FILTER (WHERE kind = 'house') AS hmin, max(id) FILTER (WHERE kind = 'house') AS hmax
      FROM wallet_accounts`,
    );
    const postingByPgbench = pgbenchWalletPostTps(
      walletDb.url,
      clients,
      seconds,
      { min: ranges!.pmin, max: ranges!.pmax },
      { min: ranges!.hmin, max: ranges!.hmax },
    );
    const pgLedger = await verifyLedger(pgHandle.db);
    await pgHandle.close();

    const pgbenchTps = median(runs.pgbench);
    const line = (label: string, perSecond: number) =>
      console.log(
        `${label.padEnd(46)}${fmt(perSecond)}      ${(perSecond / pgbenchTps).toFixed(2)}`,
      );
    console.log('\n                                              median/s   ratio to pgbench');
    line('pgbench simple-update (-N), PostgreSQL', pgbenchTps);
    line('wallet movements, service layer, PostgreSQL', median(runs.wallet));
    line("wallet_post() driven by pgbench's C client", postingByPgbench);
    line('dice bets settled, service layer, PostgreSQL', median(runs.dice));
    line('dice bets settled, HTTP, PostgreSQL', median(runs.http));
    console.log(
      `\nCPU per second of load (medians; 100% is one core busy): wallet rounds ${pct(median(runs.walletCpu))} this process;` +
        `\n  dice service ${pct(median(runs.diceCpu))} this process + ${pct(median(runs.diceDbCpu))} database backends;` +
        `\n  dice HTTP ${pct(median(runs.httpServerCpu))} the server's process + ${pct(median(runs.httpCpu))} this one (the load client) + ${pct(median(runs.httpDbCpu))} database backends`,
    );
    console.log(`ledger after the runs: PostgreSQL ${ok(pgLedger)}`);
    if (pgLedger.problems.length > 0) process.exitCode = 1;
  } finally {
    await pgbenchDb.drop();
    await walletDb.drop();
  }
}

async function pgliteSection() {
  const lite = await openDatabase({ dataDir: 'memory://' });
  const events = new DomainEventBus();
  const wallet = new Wallet(events);
  const players = await fundedPlayers(lite.db, wallet, PLAYERS);
  const onLite = await walletLoad(lite.db, players, clients, seconds);
  const games = createGameServices(lite.db, wallet, events);
  const dice = await diceServiceLoad(games.instantGames, players, clients, seconds);
  await diceLatency(games.instantGames, players[0]!, 100); // warm
  const latency = await diceLatency(games.instantGames, players[0]!, LATENCY_BETS);
  const ledger = await verifyLedger(lite.db);
  await lite.close();
  console.log('\nPGlite (in memory, one connection)');
  console.log(`  wallet movements, service layer   ${fmt(onLite.perSecond)}/s`);
  console.log(`  dice bets settled, service layer  ${fmt(dice.perSecond)}/s (${clients} clients)`);
  console.log(
    `  one player's dice bet, one after another: p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms (${latency.bets} bets)`,
  );
  console.log(`  ledger after the runs: ${ok(ledger)}`);
  if (ledger.problems.length > 0) process.exitCode = 1;
}

if (sections.has('pg')) await postgresSection();
if (sections.has('lite')) await pgliteSection();
// Chat fan-out to 2,000 sockets beside a bare socket.io server (tools/bench/chatFanout.ts).
if (sections.has('chat')) await chatFanoutSection({ clients: 2000, messages: 20, rounds });
// The open books' fold beside dice bets and alone, per bet (tools/bench/openBooksFold.ts);
// rounds of at most 3 s, to keep the run short.
if (
  sections.has('books') &&
  !(await openBooksFoldSection({ clients, seconds: Math.min(seconds, 3), rounds }))
)
  process.exitCode = 1;
if (sections.has('liabilities')) liabilityTreeSection(1_000_000);
// One player's bets against the built server in a child process, as `npm start` runs it on
// PostgreSQL (tools/bench/startLatency.ts).
if (sections.has('start'))
  await startLatencySection({
    bets: LATENCY_BETS,
    profile: values.profile,
    chainLength: START_CHAIN_LENGTH,
  });
// Crash and roulette round events to 1,000 and 5,000 sockets on two processes
// (tools/bench/roundFanout.ts); opt-in (--sections rounds): it starts its own
// PostgreSQL-backed processes.
if (sections.has('rounds'))
  await roundFanoutSection({ clientCounts: [1000, 5000], rounds, betsPerRound: 40 });
// nginx and three built nodes (`npm run cluster`): crash.bet to 5,000 sockets beside three
// bare servers, 300 players x 50 bets at once, bets/s against one node alone
// (tools/bench/clusterLoad.ts); opt-in (--sections cluster): needs a build and nginx.
if (sections.has('cluster'))
  await clusterLoadSection({
    sockets: 5000,
    players: 300,
    betsEach: 50,
    throughput: { clients: 32, seconds, rounds },
  });

// The embedded database under 200 simultaneous players (tools/bench/pgliteLoad.ts).
if (sections.has('load') && !(await pgliteLoadSection(PGLITE_LOAD))) process.exitCode = 1;
