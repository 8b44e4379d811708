import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { operatorClient } from '../helpers/cryptoCashier';
import { balanceOf } from '../helpers/rainPlayers';
import {
  type TwoProcesses,
  inParallel,
  playerOnBoth,
  startTwoProcesses,
} from '../helpers/twoProcesses';

// A deposit limit against crypto credits racing on two processes: coins sent on chain cannot
// be refused, so the credit is where the limit holds. Whatever order the confirmations land
// in, the gems credited in the period never pass the limit, and the rest is held (kept on
// its deposit row for an operator), never lost and never credited.

let two: TwoProcesses;

beforeAll(async () => {
  two = await startTwoProcesses({ dbPoolSize: 12 });
}, 60_000);

afterAll(() => two?.close());

/** 0.001 BTC at the fixed test rate (70,000 $) x 1.4 gems a dollar. */
const ONE_DEPOSIT = 9_800;

describe('a deposit limit under racing credits (PostgreSQL)', () => {
  it('8 sandbox deposits confirmed at once against a 300.00 limit: at most 300.00 credited, the rest held', async () => {
    const { user, clients } = await playerOnBoth(two);
    const cap = 30_000;
    const set = await clients[0].post('/api/responsible-gambling/limits', {
      data: { kind: 'deposit', period: 'day', amount: cap },
    });
    expect(set.status).toBe(200);
    const start = await balanceOf(clients[0]);
    const shown = await clients[1].post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(shown.status).toBe(200);
    const address = shown.body.address.address as string;
    const operators = [await operatorClient(two.a), await operatorClient(two.b)];

    // Eight payments arrive (unconfirmed), then all are confirmed at once on both processes.
    const sent = await inParallel(8, (i) =>
      operators[i % 2]!.post('/api/admin/cashier/sandbox/deposit', {
        address,
        coinAmount: '0.001',
      }),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(200));
    const confirmed = await inParallel(8, (i) =>
      operators[(i + 1) % 2]!.post('/api/admin/cashier/sandbox/confirm', {
        reference: sent[i]!.body.txId,
        all: true,
      }),
    );
    expect(confirmed.map((r) => r.status)).toEqual(Array(8).fill(200));

    const credits = await queryRows<{ reference: string; amount: number }>(
      two.a.app.services.db,
      sql`SELECT t.reference, e.amount::int AS amount FROM wallet_transfers t
          JOIN wallet_entries e ON e.transfer_id = t.id
          JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = ${user.id}
          WHERE t.user_id = ${user.id} AND t.kind = 'crypto-deposit'`,
    );
    const credited = credits.reduce((sum, c) => sum + c.amount, 0);
    expect(credited).toBeLessThanOrEqual(cap);
    // What fits is credited: at least the three whole deposits that fit in 300.00.
    expect(credited).toBeGreaterThanOrEqual(Math.floor(cap / ONE_DEPOSIT) * ONE_DEPOSIT);
    expect(await balanceOf(clients[1])).toBe(start + credited);

    const rows = await queryRows<{ id: string; status: string; amount: number; held: number }>(
      two.a.app.services.db,
      sql`SELECT id, status, amount::int AS amount, held::int AS held FROM crypto_transactions
          WHERE user_id = ${user.id} AND kind = 'DEPOSIT'`,
    );
    expect(rows).toHaveLength(8);
    // Each row says what its credit was; what it could not credit it holds.
    for (const row of rows) {
      expect(['COMPLETED', 'HELD']).toContain(row.status);
      const ledger = credits.filter((c) => c.reference === row.id);
      expect(ledger.reduce((sum, c) => sum + c.amount, 0)).toBe(row.amount);
      expect(row.held > 0).toBe(row.status === 'HELD');
    }
    const held = rows.reduce((sum, r) => sum + r.held, 0);
    expect(credited + held).toBe(8 * ONE_DEPOSIT);
  });
});
