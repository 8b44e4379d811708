import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diceGame } from '../../games/dice/game';
import { plinkoGame } from '../../games/plinko/game';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { DomainEventBus } from '../../src/server/domain/events';
import { type GameServices, createGameServices } from '../../src/server/domain/games/gameServices';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { openBooksStep } from '../helpers/openBooksStep';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

// The open books' folds on PostgreSQL: concurrent bets and two folding processes at once (each
// with its accrual step, which folds the wagers it takes) still count each bet and each entry
// once, and the ledger's kinds sum to zero.

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let games: GameServices;
let wallet: Wallet;
const events = new DomainEventBus();

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 20 });
  wallet = new Wallet(events);
  games = createGameServices(handle.db, wallet, events);
});

afterAll(async () => {
  await handle.close();
  await scratch.drop();
});

it('folds concurrent bets once each, from two processes at once', async () => {
  const process = () =>
    openBooksStep(handle.db, events, { intervalMs: 1_000, batchSize: 7, awaitReveal: false });
  const [a, b] = [process(), process()];
  const players = await Promise.all(
    [1, 2, 3, 4].map(() => fundedPlayer(handle.db, wallet, 100_000)),
  );
  await Promise.all(
    players.map(async (userId) => {
      for (let i = 0; i < 10; i++) {
        await games.instantGames.bet(diceGame, userId, {
          amount: 100,
          target: 5000,
          direction: 'over',
        });
        if (i % 3 === 0) await Promise.all([a.accruals.runOnce(), a.books.foldOnce()]);
        await games.instantGames.bet(plinkoGame, userId, { amount: 50, rows: 8, risk: 'low' });
      }
    }),
  );
  await Promise.all([a.books.drain(), b.books.drain()]);
  await a.books.drain();
  const figures = await b.books.figures();
  const [direct] = await queryRows<{ bets: number; wagered: number; paid: number }>(
    handle.db,
    sql`SELECT count(*)::int AS bets, sum(amount)::int AS wagered, sum(payout)::int AS paid FROM bets`,
  );
  const sum = (key: 'bets' | 'wagered' | 'paid') =>
    figures.periods.all.reduce((total, row) => total + row[key], 0);
  expect({ bets: sum('bets'), wagered: sum('wagered'), paid: sum('paid') }).toEqual(direct);
  expect(direct!.bets).toBe(80);
  const entries = await queryRows<{ kind: string; total: number }>(
    handle.db,
    sql`SELECT a.kind, sum(e.amount)::int AS total FROM wallet_entries e
          JOIN wallet_accounts a ON a.id = e.account_id GROUP BY a.kind`,
  );
  const shown = Object.fromEntries(figures.ledger.accounts.map((x) => [x.kind, x.balance]));
  for (const { kind, total } of entries) expect(shown[kind]).toBe(total);
  expect(figures.ledger.sum).toBe(0);
});
