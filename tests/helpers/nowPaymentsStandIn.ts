import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ipnSignature } from '../../src/server/domain/cashier/crypto/nowPayments';

const FIXTURES = fileURLToPath(
  new URL('../../src/server/domain/cashier/crypto/fixtures', import.meta.url),
);
export const nowPaymentsFixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

export const STANDIN_IPN_SECRET = 'standin-ipn-secret';

/**
 * A local NOWPayments answering with the recorded bodies: /v1/payment (the recorded payment,
 * whose address every deposit then uses), /v1/auth, and /v1/payout (a fresh withdrawal id each
 * time, status WAITING, so the payout stays PROCESSING until its IPN).
 */
export async function startNowPaymentsStandIn() {
  const server = createServer((req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers['x-api-key'] !== 'standin-key') return res.writeHead(403).end('{}');
    if (req.method === 'POST' && req.url === '/v1/payment')
      return json(nowPaymentsFixture('nowpayments-create-payment.json'));
    if (req.method === 'POST' && req.url === '/v1/auth')
      return json(nowPaymentsFixture('nowpayments-auth.json'));
    if (req.method === 'POST' && req.url === '/v1/payout') {
      const recorded = nowPaymentsFixture('nowpayments-create-payout.json') as {
        withdrawals: Array<Record<string, unknown>>;
      };
      const id = String(5_000_000_000 + randomInt(1_000_000));
      return json({ ...recorded, withdrawals: [{ ...recorded.withdrawals[0], id }] });
    }
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      kind: 'nowpayments' as const,
      apiBase: `http://127.0.0.1:${port}`,
      apiKey: 'standin-key',
      ipnSecret: STANDIN_IPN_SECRET,
      email: 'payouts@example.test',
      password: 'standin-password',
      payoutTwoFactorSecret: null,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The IPN body with its `x-nowpayments-sig` header, as NOWPayments posts it. */
export function signedIpn(body: Record<string, unknown>) {
  return { body, headers: { 'x-nowpayments-sig': ipnSignature(STANDIN_IPN_SECRET, body) } };
}
