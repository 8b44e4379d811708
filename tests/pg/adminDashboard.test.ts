import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diceGame } from '../../games/dice/game';
import { plinkoGame } from '../../games/plinko/game';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { readDashboard } from '../../src/server/domain/admin/dashboard/dashboard';
import { DomainEventBus } from '../../src/server/domain/events';
import { createGameServices } from '../../src/server/domain/games/gameServices';
import { checkAndRecordLedger } from '../../src/server/domain/wallet/ledgerCheckRecord';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { openBooksStep } from '../helpers/openBooksStep';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

// The dashboard's SQL on PostgreSQL (the integration suite runs it on PGlite): days grouped
// in UTC whatever the session's time zone, zeros on quiet days, the ledger check recorded.

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
const events = new DomainEventBus();

/** A zone whose date differs from UTC's now: the days must still be UTC days. */
const FAR_ZONE = new Date().getUTCHours() < 12 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';

beforeAll(async () => {
  scratch = await createScratchDatabase();
  // Every session of this database speaks FAR_ZONE.
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query(
    `ALTER DATABASE "${new URL(scratch.url).pathname.slice(1)}" SET timezone TO '${FAR_ZONE}'`,
  );
  await client.end();
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 4 });
});

afterAll(async () => {
  await handle.close();
  await scratch.drop();
});

it('counts today from the bets, sign-ups and deposits, and fills the other days with zeros', async () => {
  const [session] = await queryRows<{ TimeZone: string }>(handle.db, sql`SHOW timezone`);
  expect(session?.TimeZone).toBe(FAR_ZONE);
  const wallet = new Wallet(events);
  const games = createGameServices(handle.db, wallet, events);
  const a = await fundedPlayer(handle.db, wallet, 20_000);
  const b = await fundedPlayer(handle.db, wallet, 30_000);
  for (let i = 0; i < 4; i++)
    await games.instantGames.bet(diceGame, a, { amount: 100, target: 5000, direction: 'over' });
  await games.instantGames.bet(plinkoGame, b, { amount: 50, rows: 8, risk: 'low' });
  const { books } = openBooksStep(handle.db, events, {
    intervalMs: 1_000,
    batchSize: 50,
    awaitReveal: false,
  });
  await books.drain();
  const [direct] = await queryRows<{ wagered: number; paid: number }>(
    handle.db,
    sql`SELECT sum(amount)::int AS wagered, sum(payout)::int AS paid FROM bets`,
  );

  const now = Date.now();
  const board = await readDashboard(handle.db, { now, ledgerCheckMinutes: 60 });
  expect(board.days).toHaveLength(30);
  expect(board.days.at(-1)).toEqual({
    day: new Date(now).toISOString().slice(0, 10),
    activePlayers: 2,
    signUps: 2,
    deposits: 50_000,
    withdrawals: 0,
    wagered: direct!.wagered,
    paid: direct!.paid,
    houseResult: direct!.wagered - direct!.paid,
  });
  expect(
    board.days
      .slice(0, 29)
      .every((d) => d.activePlayers + d.signUps + d.deposits + d.wagered === 0),
  ).toBe(true);
  expect(board.games.map((g) => [g.game, g.bets])).toEqual([
    ['dice', 4],
    ['plinko', 1],
  ]);
  expect(board.liabilities.balances).toBe(50_000 - direct!.wagered + direct!.paid);
  expect(board.ledgerCheck).toEqual({ everyMinutes: 60, last: null });

  const later = await readDashboard(handle.db, { now: now + 86_400_000, ledgerCheckMinutes: 60 });
  expect(later.days[28]).toEqual(board.days[29]);
  expect(later.days[29]!.wagered).toBe(0);

  expect((await checkAndRecordLedger(handle.db, 'schedule')).problems).toEqual([]);
  const checked = await readDashboard(handle.db, { now, ledgerCheckMinutes: 60 });
  expect(checked.ledgerCheck.last).toMatchObject({ by: 'schedule', problems: 0, invariants: 8 });
});
