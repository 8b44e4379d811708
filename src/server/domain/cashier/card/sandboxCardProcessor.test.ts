import { describe, expect, it } from 'vitest';
import { CardWebhookRefused } from './cardProcessor';
import { SANDBOX_SIGNATURE_HEADER, SandboxCardProcessor } from './sandboxCardProcessor';

const REFERENCE = '0b0f7f48-3c4e-4a4f-9f7e-6a1d5c2e8b10';
const PAGE = 'https://gems.example/api/cashier/card/sandbox/checkout';

describe('the sandbox card processor', () => {
  const sandbox = new SandboxCardProcessor('sandbox-secret-for-tests', PAGE);

  it('opens a session its own page can read back, and no other', async () => {
    const session = await sandbox.createCheckout({
      reference: REFERENCE,
      cents: 2_500,
      currency: 'USD',
      returnUrl: 'https://gems.example/cashier/card/return?payment=1',
    });
    const url = new URL(session.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(PAGE);
    const token = url.searchParams.get('session')!;
    const sig = url.searchParams.get('sig')!;
    expect(sandbox.openSession(token, sig)).toEqual({
      reference: REFERENCE,
      cents: 2_500,
      currency: 'USD',
      returnUrl: 'https://gems.example/cashier/card/return?payment=1',
    });
    // A session edited to a cheaper price, or signed by another sandbox, is refused.
    const cheaper = Buffer.from(
      JSON.stringify({ ...sandbox.openSession(token, sig), cents: 1 }),
    ).toString('base64url');
    expect(sandbox.openSession(cheaper, sig)).toBeNull();
    const other = new SandboxCardProcessor('another-sandbox-secret', PAGE);
    expect(other.openSession(token, sig)).toBeNull();
  });

  it('reads the events it signs, and refuses unsigned or forged ones', () => {
    const { body, headers } = sandbox.signedEvent({
      id: 'sbx_evt_1',
      type: 'captured',
      reference: REFERENCE,
      paymentId: 'sbx_pay_1',
      cents: 2_500,
      currency: 'USD',
    });
    expect(sandbox.readWebhook(headers, body)).toEqual({
      type: 'captured',
      eventId: 'sbx_evt_1',
      reference: REFERENCE,
      paymentId: 'sbx_pay_1',
      cents: 2_500,
      currency: 'USD',
    });
    expect(() => sandbox.readWebhook({}, body)).toThrow(
      new CardWebhookRefused('Missing signature'),
    );
    const forged = body.replace('2500', '250000');
    expect(() => sandbox.readWebhook(headers, forged)).toThrow('Bad signature');
    const other = new SandboxCardProcessor('another-sandbox-secret', PAGE);
    expect(() => other.readWebhook(headers, body)).toThrow('Bad signature');
    expect(headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
  });
});
