import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseOpeningPayout, caseRoundingFloat, openCaseItems } from '../../games/case-unbox/core';
import type { CaseDropItem } from '../../src/shared/contract';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { CaseOpenings } from '../../src/server/domain/cases/caseOpening';
import { CaseStore } from '../../src/server/domain/cases/caseStore';
import { DomainEventBus } from '../../src/server/domain/events';
import { type GameServices, createGameServices } from '../../src/server/domain/games/gameServices';
import { LiveDrops } from '../../src/server/domain/liveDrops/liveDrops';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { threeItems } from '../helpers/testCases';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let wallet: Wallet;
let games: GameServices;
let store: CaseStore;
let openings: CaseOpenings;
const announced: string[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  // 40 connections: the concurrent openings below really run in parallel on the server.
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 40 });
  const events = new DomainEventBus();
  wallet = new Wallet(events);
  games = createGameServices(handle.db, wallet, events);
  store = new CaseStore(handle.db);
  const liveDrops = new LiveDrops(handle.db, events, 50_000);
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
    liveDrops,
  );
  events.on('live-drop.created', (drop) => announced.push(drop._id));
});

afterAll(async () => {
  const report = await verifyLedger(handle.db);
  await handle.close();
  await scratch.drop();
  expect(report.problems).toEqual([]);
});

const newPlayer = (funds: number) => fundedPlayer(handle.db, wallet, funds);

async function newCase(items: CaseDropItem[]) {
  const slug = `pg-case-${randomUUID().slice(0, 8)}`;
  const stored = await transact(handle.db, (tx) =>
    store.create(tx, { slug, name: slug, image: null, items }),
  );
  return { slug, ...stored };
}

async function countsOf(userId: string) {
  const [row] = await queryRows<{ bets: number; drops: number }>(
    handle.db,
    sql`SELECT (SELECT count(*) FROM bets WHERE user_id = ${userId})::int AS bets,
               (SELECT count(*) FROM live_drops WHERE user_id = ${userId})::int AS drops`,
  );
  return row!;
}

const balance = (userId: string) => wallet.balanceOf({ db: handle.db }, userId);

describe('case openings on PostgreSQL', () => {
  it('never overspends: exactly the affordable openings of 30 parallel requests go through', async () => {
    // One item worth 92.00: every opening stakes 100.00 and pays 92.00 back, so the sums are
    // exact. A request of 5 needs 100.00 + 4 * 8.00 = 132.00 at its start and leaves 40.00
    // less; from 500.00 that is ten requests (down to 100.00), whatever order they run in.
    const box = await newCase([
      {
        id: 'only',
        name: 'Only',
        image: null,
        rarity: 'restricted',
        price: 9_200,
        tickets: 100_000,
      },
    ]);
    expect(box.price).toBe(10_000);
    const userId = await newPlayer(50_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () => openings.open(userId, box.slug, 5)),
    );
    const opened = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    for (const r of refused) expect((r.reason as Error).message).toBe('Insufficient balance');
    expect(opened).toHaveLength(10);
    expect(await balance(userId)).toBe(10_000);
    expect(await countsOf(userId)).toEqual({ bets: 50, drops: 50 });
    // Refused requests used no nonce: the fifty openings hold nonces 0..49.
    const nonces = opened.flatMap((a) => a.value.openings.map((o) => o.fairness.nonce));
    expect(nonces.sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    expect((await verifyLedger(handle.db)).problems).toEqual([]);
  });

  it('never reuses a nonce across concurrent rotations, and every opening verifies', async () => {
    const items = threeItems();
    const box = await newCase(items);
    const userId = await newPlayer(100_000_000);
    let opening = true;
    const worker = async (index: number) => {
      const made = [];
      for (let i = 0; i < 10; i++)
        made.push(...(await openings.open(userId, box.slug, 1 + ((index + i) % 5))).openings);
      return made;
    };
    const rotator = async () => {
      let rotations = 0;
      while (opening) {
        await games.seedPairs.rotate(userId, `rotation-${rotations++}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return rotations;
    };
    const rotating = rotator();
    let made;
    try {
      made = (await Promise.all(Array.from({ length: 6 }, (_, i) => worker(i)))).flat();
    } finally {
      opening = false;
    }
    expect(await rotating).toBeGreaterThan(2);
    await games.seedPairs.rotate(userId, 'final');

    const stored = await queryRows<{
      id: string;
      nonce: number;
      outcome: { ticket: number; item: CaseDropItem };
      server_seed: string;
      client_seed: string;
      revealed: boolean;
      seed_pair_id: string;
    }>(
      handle.db,
      sql`SELECT b.id, b.nonce, b.outcome, b.seed_pair_id, sp.server_seed, sp.client_seed,
                 sp.revealed_at IS NOT NULL AS revealed
          FROM bets b JOIN seed_pairs sp ON sp.id = b.seed_pair_id WHERE b.user_id = ${userId}`,
    );
    expect(stored).toHaveLength(made.length);
    expect(new Set(stored.map((b) => `${b.seed_pair_id}:${b.nonce}`)).size).toBe(made.length);
    expect(new Set(stored.map((b) => b.seed_pair_id)).size).toBeGreaterThan(1);
    let paid = 0;
    for (const bet of stored) {
      expect(bet.revealed).toBe(true);
      const seeds = { serverSeed: bet.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce };
      const replay = openCaseItems(seeds, items);
      expect(bet.outcome.ticket).toBe(replay.ticket);
      expect(bet.outcome.item.id).toBe(replay.item.id);
      // the item's value, plus the price's rounding up given back with the second float
      paid += caseOpeningPayout(items, box.price, replay.item.price, caseRoundingFloat(seeds));
    }
    expect(await balance(userId)).toBe(100_000_000 - made.length * box.price + paid);
    expect(await countsOf(userId)).toEqual({ bets: made.length, drops: made.length });
    // Each committed drop was announced once.
    expect(new Set(announced).size).toBe(announced.length);
  });
});
