import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { operatorClient } from '../helpers/cryptoCashier';
import { startNowPaymentsStandIn } from '../helpers/nowPaymentsStandIn';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// POST /api/cashier/crypto/webhook on a server whose provider is NOWPayments: the loopback
// stand-in answers its outbound API (a deposit address); the notices are the recorded ones,
// signed outside this code with the IPN secret "test-ipn-secret" (see nowPayments.test.ts).

const FIXTURES = join(__dirname, '../../src/server/domain/cashier/crypto/fixtures');
const recorded = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const FINISHED = recorded('nowpayments-ipn-finished.json');
const FINISHED_SIG = recorded('nowpayments-ipn-finished.sig').trim();
const CONFIRMING_SIG = recorded('nowpayments-ipn-confirming.sig').trim();

let standIn: Awaited<ReturnType<typeof startNowPaymentsStandIn>>;
let t: TestApp;

beforeAll(async () => {
  standIn = await startNowPaymentsStandIn();
  t = await startTestApp({
    cryptoCashier: {
      ...testConfig().cryptoCashier,
      provider: { ...standIn.settings, ipnSecret: 'test-ipn-secret' },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** The provider's server: no session, no Origin; the body is sent as recorded, byte for byte. */
const post = (body: string, headers: Record<string, string> = {}) =>
  new Client(t.url).request('POST', '/api/cashier/crypto/webhook', body, {
    'content-type': 'application/json',
    ...headers,
  });

async function ledger() {
  const [row] = await queryRows<{ rows: number; transfers: number }>(
    t.app.services.db,
    sql`SELECT (SELECT count(*) FROM crypto_transactions)::int AS rows,
               (SELECT count(*) FROM wallet_transfers)::int AS transfers`,
  );
  return row!;
}

describe('the crypto webhook', () => {
  it('refuses unsigned, wrongly signed and replayed notices, changing nothing', async () => {
    const player = new Client(t.url, t.origin);
    const user = await player.register();
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(address.body.address.address).toBe('3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj');
    const before = await ledger();

    const unsigned = await post(FINISHED);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error).toEqual({ code: 'WEBHOOK_REFUSED', message: 'Missing signature' });
    // Another notice's signature, and this one's over an edited amount.
    const wrong = await post(FINISHED, { 'x-nowpayments-sig': CONFIRMING_SIG });
    const forged = await post(FINISHED.replace('"actually_paid": 0.001', '"actually_paid": 1'), {
      'x-nowpayments-sig': FINISHED_SIG,
    });
    const junk = await post(FINISHED, { 'x-nowpayments-sig': 'not-hex' });
    for (const refused of [wrong, forged, junk]) {
      expect(refused.status).toBe(401);
      expect(refused.body.error).toEqual({ code: 'WEBHOOK_REFUSED', message: 'Bad signature' });
    }
    expect((await post('[]', { 'x-nowpayments-sig': FINISHED_SIG })).status).toBe(400);
    expect(await ledger()).toEqual(before);
    expect(await balanceOf(player)).toBe(user.balance);

    // Signed as recorded: 0.001 BTC at the sandbox's 70,000 USD = 98.00 gems, credited once.
    const first = await post(FINISHED, { 'x-nowpayments-sig': FINISHED_SIG });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, outcome: 'credited' });
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
    const credited = await ledger();

    // The same signed notice again, whether a replay or the provider's retry: 409, nothing.
    for (let i = 0; i < 2; i++) {
      const replay = await post(FINISHED, { 'x-nowpayments-sig': FINISHED_SIG });
      expect(replay.status).toBe(409);
      expect(replay.body.error).toEqual({
        code: 'NOTICE_REPLAYED',
        message: 'This notice was already applied',
      });
    }
    expect(await ledger()).toEqual(credited);
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
  });

  it('answers 404 on the sandbox operator routes when the sandbox is not in use', async () => {
    const operator = await operatorClient(t);
    const deposit = await operator.post('/api/admin/cashier/sandbox/deposit', {
      address: '3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj',
      coinAmount: '0.001',
    });
    const confirm = await operator.post('/api/admin/cashier/sandbox/confirm', {
      reference: '3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj',
    });
    for (const res of [deposit, confirm]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('The sandbox payment provider is not in use');
    }
  });
});
