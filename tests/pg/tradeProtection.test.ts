import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { Client } from '../helpers/testApp';
import {
  type TwoProcesses,
  inParallel,
  playerOnBoth,
  startTwoProcesses,
} from '../helpers/twoProcesses';

// Trade protection carried by tips racing on PostgreSQL (docs/money.md, "Skin deposits"): two
// servers on one database send one depositor's tips and rain tips at once, each taking the
// protected part under the sender's account lock, so together they carry the deposit's
// protected gems once, never more. Every app's close verifies the ledger too.

let two: TwoProcesses;
beforeAll(async () => {
  two = await startTwoProcesses({
    dbPoolSize: 30,
    tipTwoFactorAbove: 100_000_000,
    skinDeposits: { ...testConfig().skinDeposits, kycLevels: [] },
  });
}, 60_000);
afterAll(() => two?.close());

describe('trade protection carried by racing tips on PostgreSQL', () => {
  it('20 tips and rain tips at once through two servers carry the protected value once', async () => {
    const { a, b } = two;
    const { user, clients } = await playerOnBoth(two);
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk';
    const [onA] = clients;
    expect((await onA.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
    const inventory = (await onA.get('/api/cashier/skins/inventory')).body;
    const opened = await onA.post('/api/cashier/skins/deposit', {
      assetIds: [inventory.items[0].assetId],
    });
    expect(opened.status).toBe(200);
    const { id, offerId } = opened.body.deposit as { id: string; offerId: string };
    const done = await a.app.services.skinDeposits.applyUpdate({
      offerId,
      state: 'ACCEPTED',
      reason: null,
    });
    expect(done.outcome).toBe('credited');
    const [row] = await queryRows<{ amount: number }>(
      a.app.services.db,
      sql`SELECT amount::int AS amount FROM skin_deposits WHERE id = ${id}`,
    );
    const gems = row!.amount;

    const recipients = await inParallel(4, () => new Client(a.url, a.origin).register());
    // Each tip a fifth of the deposit: 20 of them are four deposits' worth, and every one of
    // them would carry protection if what earlier ones took were not counted.
    const amount = Math.floor(gems / 5);
    const answers = await inParallel(20, (i) =>
      clients[i % 2]!.post(i % 5 === 4 ? '/api/rain/tip' : '/api/users/tip', {
        ...(i % 5 === 4 ? {} : { recipient: recipients[i % 4]!.id }),
        amount,
        idempotencyKey: randomUUID(),
      }),
    );
    const sent = answers.filter((r) => r.status === 200).length * amount;
    expect(sent).toBeGreaterThan(gems);

    const { sender, others } = await transact(b.app.services.db, async (tx) => {
      const protection = b.app.services.wallet.protection;
      const parts = await protection.heldByPool(tx, 'rain');
      for (const r of recipients) parts.push(...(await protection.heldBy(tx, r.id)));
      return { sender: await protection.heldBy(tx, user.id), others: parts };
    });
    // More than the deposit was sent: the sender keeps none of its protection, and the
    // recipients and the pool hold exactly its protected value between them.
    expect(sender).toEqual([]);
    expect(others.every((lot) => lot.deposit === id)).toBe(true);
    expect(others.reduce((sum, lot) => sum + lot.amount, 0)).toBe(gems);
    const [carries] = await queryRows<{ net: number }>(
      a.app.services.db,
      sql`SELECT coalesce(sum(amount), 0)::int AS net FROM trade_protection_carries
          WHERE skin_deposit_id = ${id}`,
    );
    expect(carries!.net).toBe(0);
  });
});
