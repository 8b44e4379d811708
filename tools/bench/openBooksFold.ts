// The open books' cost per bet (docs/open-books.md): dice bets settled through the service
// layer on PGlite, in alternating rounds without the fold and with it running beside them
// (once a second, as every process runs it: the wagers folded by an accrual step that takes
// them, with no other accrual registered, so its take is counted in the fold); then the fold
// alone over FOLD_BETS settled bets
// (what a process settling that many a second folds each second), its time and CPU per bet
// against a bet's own. The fold is off the betting path: what it costs a bet is the
// database time it shares. Ends by checking the folded figures against the bets and the
// ledger. Alone: `npx tsx tools/bench/openBooksFold.ts --seconds 3 --rounds 2`.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { DomainEventBus } from '../../src/server/domain/events';
import { createGameServices } from '../../src/server/domain/games';
import { Wallet } from '../../src/server/domain/wallet';
import { diceGame } from '../../games/dice/game';
import { diceServiceLoad } from './betLoad';
import { fundedPlayers } from './walletLoad';
import { openBooksStep } from '../../tests/helpers/openBooksStep';

const PLAYERS = 200;
const FOLD_BETS = 1_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

export interface FoldBenchOptions {
  clients: number;
  seconds: number;
  rounds: number;
}

export async function openBooksFoldSection({ clients, seconds, rounds }: FoldBenchOptions) {
  const lite = await openDatabase({ dataDir: 'memory://' });
  const events = new DomainEventBus();
  const wallet = new Wallet(events);
  const players = await fundedPlayers(lite.db, wallet, PLAYERS);
  const { instantGames } = createGameServices(lite.db, wallet, events);
  // Wagers are folded by the accrual step that takes them, as a server wires it.
  const { books, accruals } = openBooksStep(lite.db, events, {
    intervalMs: 1_000,
    batchSize: 2_000,
    awaitReveal: false,
  });
  // Warm: prepared statements, the first fold's table pages.
  await diceServiceLoad(instantGames, players, clients, 1);
  await books.drain();

  const runs = { without: [] as number[], withFold: [] as number[] };
  for (let round = 1; round <= rounds; round++) {
    runs.without.push((await diceServiceLoad(instantGames, players, clients, seconds)).perSecond);
    await books.drain();
    // Bets with the fold running beside them, as a server runs it.
    books.start((error) => console.error(error));
    accruals.start((error) => console.error(error));
    runs.withFold.push((await diceServiceLoad(instantGames, players, clients, seconds)).perSecond);
    await Promise.all([books.stop(), accruals.stop()]);
    await books.drain();
  }

  // FOLD_BETS bets settled with no fold, then folded at once: each side's time and CPU.
  let placed = 0;
  const betsStarted = performance.now();
  const betsCpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (placed < FOLD_BETS) {
        placed++;
        await instantGames.bet(diceGame, players[placed % players.length]!, {
          amount: 100,
          target: 5000,
          direction: 'over',
        });
      }
    }),
  );
  const betMs = (performance.now() - betsStarted) / FOLD_BETS;
  const betCpu = process.cpuUsage(betsCpu);
  const betCpuMs = (betCpu.user + betCpu.system) / 1000 / FOLD_BETS;
  const foldStarted = performance.now();
  const foldCpu = process.cpuUsage();
  // drain() counts bets and ledger entries both: the cost is put per bet settled.
  const folded = await books.drain();
  const foldMs = (performance.now() - foldStarted) / FOLD_BETS;
  const cpu = process.cpuUsage(foldCpu);
  const foldCpuMs = (cpu.user + cpu.system) / 1000 / FOLD_BETS;
  if (folded < FOLD_BETS) throw new Error(`the fold took ${folded} of ${FOLD_BETS} bets`);

  const [bets] = await queryRows<{ settled: number; folded: number }>(
    lite.db,
    sql`SELECT (SELECT count(*)::int FROM bets WHERE settled_at IS NOT NULL) AS settled,
               (SELECT coalesce(sum(bets), 0)::int FROM open_books_figures WHERE span = 'all')
                 AS folded`,
  );
  const [ledger] = await queryRows<{ sum: number; entries: number; kinds: number }>(
    lite.db,
    sql`SELECT (SELECT coalesce(sum(total), 0)::int FROM open_books_ledger) AS sum,
               (SELECT coalesce(sum(amount), 0)::int FROM wallet_entries) AS entries,
               (SELECT count(*)::int FROM open_books_ledger) AS kinds`,
  );
  await lite.close();

  const without = median(runs.without);
  const withFold = median(runs.withFold);
  console.log(
    `\nOpen books: dice bets on PGlite, ${clients} clients, ${rounds} alternating rounds of ${seconds} s`,
  );
  console.log(`  bets settled without the fold     ${without.toFixed(0).padStart(6)}/s`);
  console.log(
    `  bets settled with it running      ${withFold.toFixed(0).padStart(6)}/s (${((withFold / without - 1) * 100).toFixed(1)}%)`,
  );
  console.log(
    `  ${FOLD_BETS} bets, then their fold at once (wall time is the machine's, CPU the work's):`,
  );
  console.log(
    `    a bet                         ${us(betMs).padStart(9)} wall per bet   ${us(betCpuMs).padStart(9)} CPU`,
  );
  console.log(
    `    the fold                      ${us(foldMs).padStart(9)} wall per bet   ${us(foldCpuMs).padStart(9)} CPU (${((foldCpuMs / betCpuMs) * 100).toFixed(1)}% of a bet's)`,
  );
  const consistent = bets!.settled === bets!.folded && ledger!.sum === 0 && ledger!.entries === 0;
  console.log(
    `  figures after the runs: ${bets!.folded} of ${bets!.settled} bets folded, ledger kinds sum ${ledger!.sum}: ${consistent ? 'consistent' : 'BROKEN'}`,
  );
  return consistent;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '8' },
      seconds: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const ok = await openBooksFoldSection({
    clients: Number(values.clients),
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
  });
  if (!ok) process.exitCode = 1;
}
