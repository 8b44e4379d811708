import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardWebhookRefused, CheckoutRefused } from './cardProcessor';
import { CheckoutComProcessor } from './checkoutCom';

// Recorded bodies in Checkout.com's documented formats (tests/fixtures/checkout-com); each
// .sig was computed outside this code with `openssl dgst -sha256 -hmac test-cko-webhook-secret`.
const FIXTURES = join(__dirname, '../../../../../tests/fixtures/checkout-com');
const raw = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const event = (name: string) => raw(`${name}.json`);
const sig = (name: string) => raw(`${name}.sig`).trim();

const REFERENCE = '0b0f7f48-3c4e-4a4f-9f7e-6a1d5c2e8b10';
const settings = {
  apiBase: 'https://api.sandbox.checkout.com',
  secretKey: 'sk_sbox_test',
  webhookSecret: 'test-cko-webhook-secret',
  processingChannelId: 'pc_abcdefghijklmnopqrstuvwxyz',
  billingCountry: 'GB',
};

function recorded(status: number, body: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('Checkout.com hosted payments', () => {
  it('opens a session and sends the player to its page', async () => {
    const { fetcher, calls } = recorded(201, raw('hosted-payments-response.json'));
    const processor = new CheckoutComProcessor(settings, fetcher);
    const session = await processor.createCheckout({
      reference: REFERENCE,
      cents: 2_500,
      currency: 'USD',
      returnUrl: `https://gems.example/cashier/card/return?payment=${REFERENCE}`,
    });
    expect(session).toEqual({
      sessionId: 'hpp_bPHKPRcuPOvW',
      redirectUrl: 'https://pay.sandbox.checkout.com/page/hpp_bPHKPRcuPOvW',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.sandbox.checkout.com/hosted-payments');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk_sbox_test');
    expect(headers['cko-idempotency-key']).toBe(REFERENCE);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      amount: 2_500,
      currency: 'USD',
      reference: REFERENCE,
      billing: { address: { country: 'GB' } },
      success_url: `https://gems.example/cashier/card/return?payment=${REFERENCE}&result=success`,
      failure_url: `https://gems.example/cashier/card/return?payment=${REFERENCE}&result=failure`,
      cancel_url: `https://gems.example/cashier/card/return?payment=${REFERENCE}&result=cancel`,
      processing_channel_id: 'pc_abcdefghijklmnopqrstuvwxyz',
    });
  });

  it('turns a refusal or an unknown answer into CheckoutRefused', async () => {
    const request = { reference: REFERENCE, cents: 2_500, currency: 'USD', returnUrl: 'x?p=1' };
    const refused = new CheckoutComProcessor(
      settings,
      recorded(422, raw('hosted-payments-error.json')).fetcher,
    );
    await expect(refused.createCheckout(request)).rejects.toThrow(
      new CheckoutRefused('The card processor refused the checkout (422)'),
    );
    const odd = new CheckoutComProcessor(settings, recorded(201, '{"id":"hpp_1"}').fetcher);
    await expect(odd.createCheckout(request)).rejects.toThrow(CheckoutRefused);
    const down = new CheckoutComProcessor(settings, (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(down.createCheckout(request)).rejects.toThrow(
      'The card processor could not be reached',
    );
  });
});

describe('Checkout.com webhooks', () => {
  const processor = new CheckoutComProcessor(settings);
  const read = (name: string, signature = sig(name), body = event(name)) =>
    processor.readWebhook({ 'Cko-Signature': signature }, body);

  it('reads a captured payment, a refund and a chargeback', () => {
    expect(read('payment_captured')).toEqual({
      type: 'captured',
      eventId: 'evt_az5sblvku4ge3dwpztvyizgcau',
      reference: REFERENCE,
      paymentId: 'pay_mbabizu24mvu3mela5njyhpit4',
      cents: 2_500,
      currency: 'USD',
    });
    expect(read('payment_refunded')).toEqual({
      type: 'refunded',
      eventId: 'evt_3nb7nfzufyxu7gqk7jmqcrmgay',
      reference: REFERENCE,
      paymentId: 'pay_mbabizu24mvu3mela5njyhpit4',
      cents: 1_000,
      currency: 'USD',
    });
    expect(read('payment_chargeback')).toMatchObject({
      type: 'chargeback',
      eventId: 'evt_hiefbhf5x2ye3f2qcyxfvye2ja',
      cents: 2_500,
    });
  });

  it('ignores a verified event that moves no money', () => {
    expect(read('payment_approved')).toEqual({
      type: 'ignored',
      eventId: 'evt_lql3ydizrw3e3b3tnbmd2dtmgq',
      why: 'event payment_approved',
    });
  });

  it('reads the same event the same way every time it is posted (the replay is the cashier’s)', () => {
    expect(read('payment_captured')).toEqual(read('payment_captured'));
  });

  it('refuses a missing, foreign, malformed or forged signature', () => {
    expect(() => processor.readWebhook({}, event('payment_captured'))).toThrow(
      new CardWebhookRefused('Missing signature'),
    );
    // Another event's signature, and this one's over an edited amount.
    expect(() => read('payment_captured', sig('payment_refunded'))).toThrow('Bad signature');
    const edited = event('payment_captured').replace('"amount": 2500', '"amount": 250000');
    expect(edited).not.toBe(event('payment_captured'));
    expect(() => read('payment_captured', sig('payment_captured'), edited)).toThrow(
      'Bad signature',
    );
    expect(() => read('payment_captured', 'not-hex')).toThrow('Bad signature');
    // The same JSON re-serialised is other bytes: the raw body is what is signed.
    const reserialised = JSON.stringify(JSON.parse(event('payment_captured')));
    expect(() => read('payment_captured', sig('payment_captured'), reserialised)).toThrow(
      'Bad signature',
    );
  });

  it('refuses a signed body that is not an event', () => {
    const other = new CheckoutComProcessor({ ...settings, webhookSecret: 'k' });
    const body = '{"hello":"world"}';
    const signature = createHmac('sha256', 'k').update(body).digest('hex');
    expect(() => other.readWebhook({ 'cko-signature': signature }, body)).toThrow(
      'Not a Checkout.com event',
    );
  });
});
