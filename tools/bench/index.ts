// `npm run bench`: wallet movements and settled dice bets per second (through the service
// layer and through HTTP), against pgbench's simple-update TPS on the same PostgreSQL at the
// same concurrency. The machine is shared and noisy, so they alternate in short rounds and
// medians are compared.
// Options: --clients N (8), --seconds S per round (5), --rounds R (3).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { DomainEventBus } from '../../src/server/domain/events';
import { createGameServices } from '../../src/server/domain/games/gameServices';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { createScratchDatabase } from '../../tests/helpers/pgDatabase';
import { diceHttpLoad, diceServiceLoad, sessionCookies } from './betLoad';
import { chatFanoutSection } from './chatFanout';
import { pgbenchInit, pgbenchSimpleUpdateTps, pgbenchWalletPostTps } from './pgbench';
import { fundedPlayers, walletLoad } from './walletLoad';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const PLAYERS = 1000;
const HTTP_PLAYERS = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => n.toFixed(0).padStart(7);

console.log(
  `wallet benchmark: ${clients} clients, ${rounds} alternating rounds of ${seconds} s, ${PLAYERS} players`,
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
  const games = createGameServices(pgHandle.db, wallet, new DomainEventBus());
  await diceServiceLoad(games.dice, pgPlayers, clients, 1);

  // The whole server on the same database, as production runs it (no answer checks, no
  // log output, a rate limit no bench reaches).
  const httpApp = await buildApp(
    testConfig({
      env: 'production',
      databaseUrl: walletDb.url,
      dbPoolSize: clients,
      rateLimitPerMinute: 1_000_000_000,
      demoGrant: 1_000_000_000,
      siteOrigin: 'http://localhost:3999',
    }),
  );
  const httpUrl = `http://127.0.0.1:${await httpApp.listen()}`;
  const httpOrigin = httpApp.services.config.siteOrigin;
  const cookies = await sessionCookies(httpApp, HTTP_PLAYERS);
  await diceHttpLoad(httpUrl, httpOrigin, cookies, clients, 1);

  const pgbenchRuns: number[] = [];
  const walletRuns: number[] = [];
  const walletCpu: number[] = [];
  const diceRuns: number[] = [];
  const diceCpu: number[] = [];
  const httpRuns: number[] = [];
  const httpCpu: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    pgbenchRuns.push(pgbenchSimpleUpdateTps(pgbenchDb.url, clients, seconds));
    const run = await walletLoad(pgHandle.db, pgPlayers, clients, seconds);
    walletRuns.push(run.perSecond);
    walletCpu.push(run.cpu);
    console.log(
      `  round ${round}: pgbench ${fmt(pgbenchRuns.at(-1)!)}/s   wallet ${fmt(run.perSecond)}/s (server process CPU ${(run.cpu * 100).toFixed(0)}% of a core)`,
    );
    const dice = await diceServiceLoad(games.dice, pgPlayers, clients, seconds);
    diceRuns.push(dice.perSecond);
    diceCpu.push(dice.cpu);
    const http = await diceHttpLoad(httpUrl, httpOrigin, cookies, clients, seconds);
    httpRuns.push(http.perSecond);
    httpCpu.push(http.cpu);
    console.log(
      `           dice service ${fmt(dice.perSecond)}/s (CPU ${(dice.cpu * 100).toFixed(0)}%)   dice HTTP ${fmt(http.perSecond)}/s (CPU ${(http.cpu * 100).toFixed(0)}%, client and server)`,
    );
  }
  await httpApp.close();
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

  const lite = await openDatabase({ dataDir: 'memory://' });
  const litePlayers = await fundedPlayers(lite.db, wallet, PLAYERS);
  const onLite = await walletLoad(lite.db, litePlayers, clients, seconds);
  const liteEvents = new DomainEventBus();
  const liteGames = createGameServices(lite.db, new Wallet(liteEvents), liteEvents);
  const diceOnLite = await diceServiceLoad(liteGames.dice, litePlayers, clients, seconds);
  const liteLedger = await verifyLedger(lite.db);
  await lite.close();

  const pgbenchTps = median(pgbenchRuns);
  const walletTps = median(walletRuns);
  const diceTps = median(diceRuns);
  const httpTps = median(httpRuns);
  console.log('\n                                              median/s   ratio to pgbench');
  console.log(`pgbench simple-update (-N), PostgreSQL         ${fmt(pgbenchTps)}      1.00`);
  console.log(
    `wallet movements, service layer, PostgreSQL    ${fmt(walletTps)}      ${(walletTps / pgbenchTps).toFixed(2)}`,
  );
  console.log(
    `wallet movements, service layer, PGlite        ${fmt(onLite.perSecond)}      ${(onLite.perSecond / pgbenchTps).toFixed(2)}`,
  );
  console.log(
    `wallet_post() driven by pgbench's C client     ${fmt(postingByPgbench)}      ${(postingByPgbench / pgbenchTps).toFixed(2)}`,
  );
  console.log(
    `dice bets settled, service layer, PostgreSQL   ${fmt(diceTps)}      ${(diceTps / pgbenchTps).toFixed(2)}`,
  );
  console.log(
    `dice bets settled, HTTP, PostgreSQL            ${fmt(httpTps)}      ${(httpTps / pgbenchTps).toFixed(2)}`,
  );
  console.log(
    `dice bets settled, service layer, PGlite       ${fmt(diceOnLite.perSecond)}      ${(diceOnLite.perSecond / pgbenchTps).toFixed(2)}`,
  );
  console.log(
    `\nserver process CPU during the wallet rounds: ${(median(walletCpu) * 100).toFixed(0)}% of a core (median)`,
  );
  console.log(
    `CPU during the dice rounds: service ${(median(diceCpu) * 100).toFixed(0)}%, HTTP ${(median(httpCpu) * 100).toFixed(0)}% of a core (median; HTTP counts the load client too)`,
  );
  const ok = (r: { problems: string[] }) => (r.problems.length === 0 ? 'consistent' : 'BROKEN');
  console.log(`\nledger after the runs: PostgreSQL ${ok(pgLedger)}, PGlite ${ok(liteLedger)}`);
  if (pgLedger.problems.length + liteLedger.problems.length > 0) process.exitCode = 1;
} finally {
  await pgbenchDb.drop();
  await walletDb.drop();
}

// Chat fan-out to 2,000 sockets beside a bare socket.io server (tools/bench/chatFanout.ts).
await chatFanoutSection({ clients: 2000, messages: 20, rounds });
