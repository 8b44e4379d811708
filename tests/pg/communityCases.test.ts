import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { CaseOpenings } from '../../src/server/domain/cases/caseOpening';
import { CaseStore } from '../../src/server/domain/cases/caseStore';
import { DomainEventBus } from '../../src/server/domain/events';
import { createGameServices } from '../../src/server/domain/games/gameServices';
import { LiveDrops } from '../../src/server/domain/liveDrops/liveDrops';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

// Community openings on a real PostgreSQL with a pool big enough that the requests below
// run in parallel: each opening also writes its creator's account and the case row.
let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let wallet: Wallet;
let store: CaseStore;
let openings: CaseOpenings;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 40 });
  const events = new DomainEventBus();
  wallet = new Wallet(events);
  const games = createGameServices(handle.db, wallet, events);
  store = new CaseStore(handle.db);
  openings = new CaseOpenings(
    {
      db: handle.db,
      wallet,
      events,
      seeds: games.seedPairs,
      switchboard: games.switchboard,
      settlement: games.settlement,
    },
    store,
    new LiveDrops(handle.db, events, 50_000),
  );
});

afterAll(async () => {
  const report = await verifyLedger(handle.db);
  await handle.close();
  await scratch.drop();
  expect(report.problems).toEqual([]);
});

const balance = (userId: string) => wallet.balanceOf({ db: handle.db }, userId);

/** A community case of one item worth 92.00: it costs 100.00 and pays 92.00, every time. */
async function flatCase(creatorId: string) {
  const slug = `community-pg-${randomUUID().slice(0, 8)}`;
  const stored = await transact(handle.db, (tx) =>
    store.create(tx, {
      slug,
      name: slug,
      image: null,
      creatorId,
      items: [
        {
          id: 'only',
          name: 'Only',
          image: null,
          rarity: 'restricted',
          price: 9_200,
          tickets: 100_000,
        },
      ],
    }),
  );
  expect(stored.price).toBe(10_000);
  return { slug, ...stored };
}

async function caseTotals(caseId: string) {
  const [row] = await queryRows<{ openings: string; earnings: string }>(
    handle.db,
    sql`SELECT openings, creator_earnings AS earnings FROM cases WHERE id = ${caseId}`,
  );
  return { openings: Number(row!.openings), earnings: Number(row!.earnings) };
}

async function deadlocks(): Promise<number> {
  // Statistics are flushed to the shared view a moment after a backend's transactions.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const [row] = await queryRows<{ n: string }>(
    handle.db,
    sql`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(row!.n);
}

describe('community case openings on PostgreSQL', () => {
  it('never overspend, and pay the creator for exactly the openings that went through', async () => {
    const creator = await fundedPlayer(handle.db, wallet, 0);
    const box = await flatCase(creator);
    const opener = await fundedPlayer(handle.db, wallet, 50_000);
    // A request of 5 needs 132.00 at its start and leaves 40.00 less: ten of thirty go through.
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () => openings.open(opener, box.slug, 5)),
    );
    const refused = attempts.filter((a) => a.status === 'rejected');
    for (const r of refused) expect((r.reason as Error).message).toBe('Insufficient balance');
    expect(attempts.length - refused.length).toBe(10);
    expect(await balance(opener)).toBe(10_000);
    // floor(100.00 * 5 * 0.5%) = 2.50 per request.
    expect(await balance(creator)).toBe(10 * 250);
    expect(await caseTotals(box.id)).toEqual({ openings: 50, earnings: 2_500 });
  });

  it("do not deadlock when players open each other's cases at once", async () => {
    const before = await deadlocks();
    const players = await Promise.all(
      Array.from({ length: 4 }, () => fundedPlayer(handle.db, wallet, 1_000_000)),
    );
    const boxes = await Promise.all(players.map((p) => flatCase(p)));
    // Every player opens every other player's case, eight times over, all at once.
    const runs = players.flatMap((opener, i) =>
      boxes
        .filter((_, j) => j !== i)
        .flatMap((box) => Array.from({ length: 8 }, () => openings.open(opener, box.slug, 1))),
    );
    await Promise.all(runs);
    // Each player: 24 openings at -8.00, and 24 openings of their case at +0.50.
    for (const player of players)
      expect(await balance(player)).toBe(1_000_000 - 24 * 800 + 24 * 50);
    for (const box of boxes)
      expect(await caseTotals(box.id)).toEqual({ openings: 24, earnings: 1_200 });
    expect(await deadlocks()).toBe(before);
  });
});
