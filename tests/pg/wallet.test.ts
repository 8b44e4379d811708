import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { DomainEventBus } from '../../src/server/domain/events';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
const wallet = new Wallet(new DomainEventBus());

beforeAll(async () => {
  scratch = await createScratchDatabase();
  // 40 connections: the concurrent calls below really run in parallel on the server.
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 40 });
});

afterAll(async () => {
  const report = await verifyLedger(handle.db);
  await handle.close();
  await scratch.drop();
  expect(report.problems).toEqual([]);
});

const newPlayer = (funds: number) => fundedPlayer(handle.db, wallet, funds);

const balance = (userId: string) => wallet.balanceOf({ db: handle.db }, userId);

describe('wallet on PostgreSQL', () => {
  it('lets exactly one of 100 concurrent whole-balance debits through', async () => {
    const userId = await newPlayer(50_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        transact(handle.db, (tx) =>
          wallet.move(tx, { userId, amount: -50_000, counterparty: 'house', kind: 'bet' }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(99);
    for (const r of refused) expect((r.reason as Error).message).toBe('Insufficient balance');
    expect(await balance(userId)).toBe(0);
  });

  it('makes one entry and the same answer for 1,000 replays of one idempotency key', async () => {
    const userId = await newPlayer(10_000);
    const results = await Promise.all(
      Array.from({ length: 1000 }, () =>
        transact(handle.db, (tx) =>
          wallet.move(tx, {
            userId,
            amount: -2_500,
            counterparty: 'house',
            kind: 'bet',
            idempotencyKey: 'bet-42',
          }),
        ),
      ),
    );
    const answers = new Set(results.map((r) => `${r.transferId}:${r.balance}`));
    expect(answers.size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balance(userId)).toBe(7_500);
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE user_id = ${userId} AND idempotency_key = 'bet-42'`,
    );
    expect(row!.n).toBe(1);
  });

  it('refuses a replayed key with a different amount', async () => {
    const userId = await newPlayer(10_000);
    const move = (amount: number) =>
      transact(handle.db, (tx) =>
        wallet.move(tx, {
          userId,
          amount,
          counterparty: 'house',
          kind: 'bet',
          idempotencyKey: 'k',
        }),
      );
    await move(-100);
    await expect(move(-200)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('keeps the ledger consistent under random concurrent credits and debits', async () => {
    const movement = fc.record({
      player: fc.integer({ min: 0, max: 3 }),
      amount: fc.integer({ min: -30_000, max: 30_000 }).filter((n) => n !== 0),
      counterparty: fc.constantFrom('house' as const, 'jackpot' as const, 'promo' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 40 }), async (plan) => {
        const players = await Promise.all([0, 1, 2, 3].map(() => newPlayer(20_000)));
        // Seed the jackpot so debits from it can succeed; it may never go negative.
        await transact(handle.db, (tx) =>
          wallet.move(tx, {
            userId: players[0]!,
            amount: -1,
            counterparty: 'jackpot',
            kind: 'jackpot-seed',
          }),
        );
        const outcomes = await Promise.allSettled(
          plan.map((m) =>
            transact(handle.db, (tx) =>
              wallet.move(tx, {
                userId: players[m.player]!,
                amount: m.amount,
                counterparty: m.counterparty,
                kind: 'bet',
              }),
            ),
          ),
        );
        for (const o of outcomes) {
          if (o.status === 'rejected')
            expect((o.reason as Error).message).toBe('Insufficient balance');
        }
        for (const p of players) expect(await balance(p)).toBeGreaterThanOrEqual(0);
        const report = await verifyLedger(handle.db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses any direct write that would bypass the ledger', async () => {
    const userId = await newPlayer(1_000);
    await expect(
      handle.db.execute(sql`UPDATE wallet_accounts SET balance = 10 WHERE user_id = ${userId}`),
    ).rejects.toThrow();
    await expect(handle.db.execute(sql`DELETE FROM wallet_entries`)).rejects.toThrow();
    await expect(handle.db.execute(sql`UPDATE wallet_entries SET amount = 1`)).rejects.toThrow();
    await expect(handle.db.execute(sql`TRUNCATE wallet_transfers CASCADE`)).rejects.toThrow();
    expect(await balance(userId)).toBe(1_000);
  });
});
