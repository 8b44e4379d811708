import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../src/server/db/transaction';
import { ledgerPlayerLiabilities } from '../../src/server/domain/wallet/playerLiabilities';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { type TestApp, startTestApp } from '../helpers/testApp';

// Proof of liabilities on PostgreSQL while money moves: every build reads its leaves and the
// ledger's total in one snapshot, so none finds them apart (a build that did would refuse to
// publish), and each published total lies between the ledger's totals before and after.
let scratch: ScratchDatabase;
let t: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  t = await startTestApp({ databaseUrl: scratch.url, dbPoolSize: 20 });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const ledgerNow = () => transact(t.app.services.db, (tx) => ledgerPlayerLiabilities(tx));

describe('proof of liabilities while money moves', () => {
  it('each build publishes a total from one snapshot', async () => {
    const { db, wallet, vault, liabilities } = t.app.services;
    const players = await Promise.all(
      Array.from({ length: 40 }, () => fundedPlayer(db, wallet, 100_000)),
    );
    const before = await ledgerNow();
    // Deposits raise what is owed; vault moves only shift it between two accounts, and a
    // reader between the two legs' statements would see it counted twice or not at all.
    const moves = Array.from({ length: 300 }, (_, i) => {
      const userId = players[i % players.length]!;
      return i % 2 === 0
        ? transact(db, (tx) =>
            wallet.move(tx, { userId, amount: 100, counterparty: 'cashier', kind: 'deposit' }),
          )
        : vault.deposit(userId, 50, randomUUID());
    });
    const builds = Array.from({ length: 6 }, () => liabilities.build());
    const settled = await Promise.allSettled([...builds, ...moves]);
    const failures = settled.filter((s) => s.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    const after = await ledgerNow();
    expect(after).toBe(before + 150 * 100);
    for (const root of await Promise.all(builds)) {
      expect(root.total).toBeGreaterThanOrEqual(before);
      expect(root.total).toBeLessThanOrEqual(after);
    }
    expect((await liabilities.build()).total).toBe(after);
  });
});
