import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hmacSha256Hex } from '../../src/server/domain/cashier/card/webhookSignature';

const FIXTURES = fileURLToPath(new URL('../fixtures/checkout-com', import.meta.url));
export const checkoutComFixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** The reference and the payment the recorded bodies carry. */
export const RECORDED_REFERENCE = '0b0f7f48-3c4e-4a4f-9f7e-6a1d5c2e8b10';
const RECORDED_PAYMENT = 'pay_mbabizu24mvu3mela5njyhpit4';
export const STANDIN_WEBHOOK_SECRET = 'standin-cko-webhook-secret';
const STANDIN_KEY = 'sk_sbox_standin';

/**
 * A local Checkout.com answering POST /hosted-payments with the recorded session (201), its
 * reference the one asked; any other key or path is refused as theirs would be.
 */
export async function startCheckoutComStandIn() {
  const requests: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${STANDIN_KEY}`) return res.writeHead(401).end();
      if (req.method !== 'POST' || req.url !== '/hosted-payments') return res.writeHead(404).end();
      const asked = JSON.parse(body) as { reference: string };
      requests.push(asked);
      const recorded = checkoutComFixture('hosted-payments-response.json').replaceAll(
        RECORDED_REFERENCE,
        asked.reference,
      );
      res.writeHead(201, { 'content-type': 'application/json' }).end(recorded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    processor: {
      kind: 'checkoutcom' as const,
      apiBase: `http://127.0.0.1:${port}`,
      secretKey: STANDIN_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      processingChannelId: null,
      billingCountry: 'GB',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A recorded Checkout.com event re-addressed to this test's payment (its reference, a
 * processor payment id of its own, and an event id of its own when given), with the Cko-Signature the stand-in's key gives its bytes.
 */
export function checkoutComEvent(
  name: string,
  change: { reference: string; eventId?: string; amount?: number },
) {
  let body = checkoutComFixture(`${name}.json`)
    .replaceAll(RECORDED_REFERENCE, change.reference)
    .replaceAll(RECORDED_PAYMENT, `pay_${change.reference.replaceAll('-', '')}`);
  const recorded = JSON.parse(body) as { id: string; data: { amount: number } };
  if (change.eventId) body = body.replaceAll(recorded.id, change.eventId);
  if (change.amount !== undefined)
    body = body.replace(`"amount": ${recorded.data.amount}`, `"amount": ${change.amount}`);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'cko-signature': hmacSha256Hex(STANDIN_WEBHOOK_SECRET, body),
    },
  };
}
