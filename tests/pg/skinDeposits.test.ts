import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import type { SkinDepositOutcome } from '../../src/server/domain/cashier/skins/skinDepositUpdates';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { grantRole } from '../helpers/promote';
import { inParallel } from '../helpers/twoProcesses';

// A skin deposit's news racing on PostgreSQL: two servers on one database, each with its own
// pool, apply the same completed (then reversed) trade at once, as two pollers reading the
// same answer would. Every app's close verifies the ledger too.

let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const shared = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 12,
    rateLimitPerMinute: 1_000_000,
    skinDeposits: { ...testConfig().skinDeposits, kycLevels: [] },
  };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
}, 60_000);

afterAll(async () => {
  for (const t of [a, b]) await t?.close();
  await scratch?.drop();
});

async function state(id: string) {
  const [row] = await queryRows<{
    balance: number;
    credits: number;
    reversals: number;
    status: string;
  }>(
    a.app.services.db,
    sql`SELECT (SELECT balance::int FROM wallet_accounts WHERE user_id = d.user_id) AS balance,
               (SELECT count(*)::int FROM wallet_transfers
                WHERE kind = 'skin-deposit' AND reference = ${id}) AS credits,
               (SELECT count(*)::int FROM wallet_transfers
                WHERE kind = 'skin-reversal' AND reference = ${id}) AS reversals,
               d.status
        FROM skin_deposits d WHERE d.id = ${id}`,
  );
  return row!;
}

describe('skin deposit news racing on PostgreSQL', () => {
  it('the same completion 20 times at once through two servers credits once; the reversal takes once', async () => {
    const client = new Client(a.url, a.origin);
    const user = await client.register();
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk';
    expect((await client.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
    const inventory = (await client.get('/api/cashier/skins/inventory')).body;
    const opened = await client.post('/api/cashier/skins/deposit', {
      assetIds: [inventory.items[0].assetId],
    });
    expect(opened.status).toBe(200);
    const { id, offerId, gems } = opened.body.deposit as {
      id: string;
      offerId: string;
      gems: number;
    };

    const apply = (state: 'ACCEPTED' | 'REVERSED') =>
      inParallel(20, (i) =>
        (i % 2 === 0 ? a : b).app.services.skinDeposits.applyUpdate({
          offerId,
          state,
          reason: null,
        }),
      );
    const outcomes = (await apply('ACCEPTED')).map((r) => r.outcome as SkinDepositOutcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(19);
    expect(await state(id)).toMatchObject({
      balance: user.balance + gems,
      credits: 1,
      status: 'COMPLETED',
    });

    const reversals = (await apply('REVERSED')).map((r) => r.outcome as SkinDepositOutcome);
    expect(reversals.filter((o) => o === 'reversed')).toHaveLength(1);
    expect(await state(id)).toMatchObject({
      balance: user.balance,
      credits: 1,
      reversals: 1,
      status: 'REVERSED',
    });
    expect((await verifyLedger(a.app.services.db)).problems).toEqual([]);
  });

  it('a held deposit released 10 times at once through two servers credits once, audited once', async () => {
    const client = new Client(a.url, a.origin);
    const user = await client.register();
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=900267898&token=P2YkRJOk';
    expect((await client.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
    const inventory = (await client.get('/api/cashier/skins/inventory')).body;
    const opened = await client.post('/api/cashier/skins/deposit', {
      assetIds: [inventory.items[0].assetId],
    });
    expect(opened.status).toBe(200);
    const { id, offerId, gems } = opened.body.deposit as {
      id: string;
      offerId: string;
      gems: number;
    };
    // Excluded before the trade completes: the deposit is held whole.
    expect(
      (await client.post('/api/responsible-gambling/self-exclusion', { data: { period: '24h' } }))
        .status,
    ).toBe(200);
    await a.app.services.skinDeposits.applyUpdate({ offerId, state: 'ACCEPTED', reason: null });
    expect(await state(id)).toMatchObject({ balance: user.balance, credits: 0, status: 'HELD' });

    const operator = await new Client(a.url, a.origin).register();
    await grantRole(a.app.services.db, operator.id, 'ADMIN');
    const results = await inParallel<{ ok?: string; refused?: string }>(10, (i) =>
      (i % 2 === 0 ? a : b).app.services.skinDeposits
        .releaseHeld(operator.id, id, 'Exclusion lifted by support')
        .then(
          (row) => ({ ok: row.status }),
          (error: { code?: string }) => ({ refused: error.code }),
        ),
    );
    expect(results.filter((r) => 'ok' in r)).toEqual([{ ok: 'COMPLETED' }]);
    expect(results.filter((r) => 'refused' in r)).toEqual(
      Array.from({ length: 9 }, () => ({ refused: 'DEPOSIT_NOT_HELD' })),
    );
    expect(await state(id)).toMatchObject({
      balance: user.balance + gems,
      credits: 1,
      status: 'COMPLETED',
    });
    const [audits] = await queryRows<{ n: number }>(
      a.app.services.db,
      sql`SELECT count(*)::int AS n FROM audit_log
          WHERE action = 'cashier.deposit.release' AND details ->> 'depositId' = ${id}`,
    );
    expect(audits!.n).toBe(1);
    expect((await verifyLedger(a.app.services.db)).problems).toEqual([]);
  });
});
