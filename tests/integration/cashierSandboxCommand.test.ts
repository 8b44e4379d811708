import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { runCashierSandbox } from '../helpers/cashierSandboxCommand';
import { freePort } from '../helpers/serverProcess';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The operator command `npm run cashier:sandbox` (tools/cashier-sandbox.ts), run as its own
// process against a real server: it reads the seeded operator's password from the file the
// first start wrote, signs in over HTTP and drives the sandbox provider's "blockchain".

let t: TestApp;
let env: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'gd-sandbox-command-'));

beforeAll(async () => {
  // The command speaks to SITE_ORIGIN, so the server must listen where it says it is.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const credentials = join(dir, 'operator-credentials.txt');
  t = await startTestApp({
    host: '127.0.0.1',
    port,
    siteOrigin: origin,
    operatorCredentialsFile: credentials,
  });
  env = { SITE_ORIGIN: origin, OPERATOR_CREDENTIALS_FILE: credentials };
});
afterAll(() => t?.close());

const json = (out: string) => JSON.parse(out) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('npm run cashier:sandbox', () => {
  it('pays an address, confirms one block, then all: the player is credited once', async () => {
    const player = new Client(t.url, t.origin);
    const user = await player.register();
    const shown = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    const address = shown.body.address.address as string;

    const paid = await runCashierSandbox(['deposit', address, '0.001'], env);
    expect(paid.stderr).toBe('');
    expect(paid.code).toBe(0);
    const { txId, transaction } = json(paid.stdout);
    expect(transaction).toMatchObject({ kind: 'DEPOSIT', status: 'CONFIRMING', confirmations: 0 });

    const oneMore = await runCashierSandbox(['confirm', txId], env);
    expect(oneMore.code).toBe(0);
    expect(json(oneMore.stdout).transaction).toMatchObject({
      status: 'CONFIRMING',
      confirmations: 1,
    });
    expect((await player.get('/api/users/me')).body.user.balance).toBe(user.balance);

    const all = await runCashierSandbox(['confirm', address, '--all'], env);
    expect(all.code).toBe(0);
    // 0.001 BTC x 70,000 $ x 1.4 gems a dollar.
    expect(json(all.stdout).transaction).toMatchObject({ status: 'COMPLETED', amount: 9_800 });
    expect((await player.get('/api/users/me')).body.user.balance).toBe(user.balance + 9_800);
    const credits = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM wallet_transfers
          WHERE user_id = ${user.id} AND kind = 'crypto-deposit'`,
    );
    expect(credits).toEqual([{ n: 1 }]);

    // Nothing is pending any more: the server's refusal is the command's error.
    const again = await runCashierSandbox(['confirm', address, '--all'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No pending deposit with that address or txid');
    expect(again.stdout).toBe('');
  }, 90_000); // four runs of the command, each a fresh Node process

  it('a wrong password or a missing amount ends in an error and a failing exit code', async () => {
    const wrong = join(dir, 'wrong.txt');
    writeFileSync(wrong, 'username: operator\npassword: not-the-password\n');
    const refused = await runCashierSandbox(['confirm', 'sandbox-btc-btc-00'], {
      ...env,
      OPERATOR_CREDENTIALS_FILE: wrong,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Operator login failed: 401');

    const usage = await runCashierSandbox(['deposit', 'sandbox-btc-btc-00'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run cashier:sandbox');
  }, 60_000);
});
