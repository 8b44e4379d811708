import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRYPTO_METHODS } from './cryptoConfig';
import { CoinGeckoPriceFeed } from './cryptoPriceFeed';
import { DEPOSIT_QUOTE_USD, NowPaymentsProvider, payoutCode } from './nowPayments';
import { PayoutRefused, WebhookRefused } from './paymentProvider';

// Recorded payloads in NOWPayments' documented format; the .sig files were computed outside
// this code (node's key sort piped into `openssl dgst -sha512 -hmac test-ipn-secret`).
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const body = (name: string) => JSON.parse(fixture(`${name}.json`)) as Record<string, unknown>;
const sig = (name: string) => fixture(`${name}.sig`).trim();

const settings = {
  apiBase: 'https://api.nowpayments.io',
  apiKey: 'test-api-key',
  ipnSecret: 'test-ipn-secret',
  email: 'ops@example.com',
  password: 'secret',
};

/** Recorded answers by path: a body (status 200) or [status, body]. */
function recorded(answers: Record<string, string | [number, string]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[new URL(url).pathname] ?? [404, '{"message":"not found"}'];
    const [status, body] = typeof answer === 'string' ? [200, answer] : answer;
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('NOWPayments adapter', () => {
  it('reads a signed payment notice: confirming, then finished', () => {
    const provider = new NowPaymentsProvider(settings, CRYPTO_METHODS);
    const confirming = provider.readWebhook(
      { 'x-nowpayments-sig': sig('nowpayments-ipn-confirming') },
      body('nowpayments-ipn-confirming'),
    );
    expect(confirming).toMatchObject({
      type: 'deposit',
      externalId: '5745459419',
      symbol: 'BTC',
      address: '3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj',
      coinAmount: '0.001',
      final: false,
    });
    const finished = provider.readWebhook(
      { 'x-nowpayments-sig': sig('nowpayments-ipn-finished') },
      body('nowpayments-ipn-finished'),
    );
    expect(finished).toMatchObject({ type: 'deposit', final: true });
  });

  it('reads a signed payout notice', () => {
    const provider = new NowPaymentsProvider(settings, CRYPTO_METHODS);
    expect(
      provider.readWebhook(
        { 'x-nowpayments-sig': sig('nowpayments-ipn-payout-finished') },
        body('nowpayments-ipn-payout-finished'),
      ),
    ).toMatchObject({
      type: 'payout',
      status: 'COMPLETED',
      reference: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
    });
  });

  it('refuses forged, missing and foreign signatures', () => {
    const provider = new NowPaymentsProvider(settings, CRYPTO_METHODS);
    const forged = { ...body('nowpayments-ipn-finished'), actually_paid: 10 };
    expect(() =>
      provider.readWebhook({ 'x-nowpayments-sig': sig('nowpayments-ipn-finished') }, forged),
    ).toThrow(WebhookRefused);
    expect(() => provider.readWebhook({}, body('nowpayments-ipn-finished'))).toThrow(
      WebhookRefused,
    );
    const other = new NowPaymentsProvider({ ...settings, ipnSecret: 'other' }, CRYPTO_METHODS);
    expect(() =>
      other.readWebhook(
        { 'x-nowpayments-sig': sig('nowpayments-ipn-finished') },
        body('nowpayments-ipn-finished'),
      ),
    ).toThrow(WebhookRefused);
  });

  it('creates a deposit address and a payout against recorded answers', async () => {
    const { fetcher, calls } = recorded({
      '/v1/payment': fixture('nowpayments-create-payment.json'),
      '/v1/auth': fixture('nowpayments-auth.json'),
      '/v1/payout': fixture('nowpayments-create-payout.json'),
    });
    const provider = new NowPaymentsProvider(settings, CRYPTO_METHODS, fetcher);
    const btc = CRYPTO_METHODS[0]!;
    const address = await provider.createDepositAddress({
      userId: 'u',
      method: btc,
      callbackUrl: 'https://x/api/cashier/crypto/webhook',
    });
    expect(address).toEqual({
      address: '3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj',
      extraId: '',
      providerRef: '5745459419',
      singleUse: true,
    });
    expect((calls[0]!.init.headers as Record<string, string>)['x-api-key']).toBe('test-api-key');
    const payout = await provider.sendPayout({
      reference: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
      method: btc,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      coinAmount: '0.0009',
      callbackUrl: 'https://x/api/cashier/crypto/webhook',
    });
    expect(payout).toEqual({
      externalId: '5000000000',
      status: 'PROCESSING',
      txHash: null,
      error: null,
    });
    const sent = JSON.parse(calls[2]!.init.body as string);
    expect(sent.withdrawals[0].unique_external_id).toBe('3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c');
    expect((calls[2]!.init.headers as Record<string, string>).authorization).toMatch(/^Bearer ey/);
    expect(JSON.parse(calls[0]!.init.body as string).price_amount).toBe(DEPOSIT_QUOTE_USD);
    // Without the 2FA secret the payout waits to be verified by hand: no verify call.
    expect(calls).toHaveLength(3);
  });
});

describe('NOWPayments payout verification', () => {
  // RFC 6238's SHA1 key "12345678901234567890" in base32; at 59 s its code is (94)287082.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const withSecret = { ...settings, payoutTwoFactorSecret: secret };
  const payout = {
    reference: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
    method: CRYPTO_METHODS[0]!,
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    coinAmount: '0.0009',
    callbackUrl: 'https://x/api/cashier/crypto/webhook',
  };
  const answers = (verify: string | [number, string]) => ({
    '/v1/auth': fixture('nowpayments-auth.json'),
    '/v1/payout': fixture('nowpayments-create-payout.json'),
    '/v1/payout/5000000713/verify': verify,
  });

  it("verifies the created batch with the account's current code", async () => {
    const { fetcher, calls } = recorded(answers(fixture('nowpayments-verify-payout.json')));
    const provider = new NowPaymentsProvider(withSecret, CRYPTO_METHODS, fetcher, () => 59_000);
    expect(await provider.sendPayout(payout)).toMatchObject({
      externalId: '5000000000',
      status: 'PROCESSING',
    });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/v1/auth',
      '/v1/payout',
      '/v1/payout/5000000713/verify',
    ]);
    const verify = calls[2]!.init;
    expect(verify.method).toBe('POST');
    expect(JSON.parse(verify.body as string)).toEqual({ verification_code: '287082' });
    const headers = verify.headers as Record<string, string>;
    expect(headers.authorization).toMatch(/^Bearer ey/);
    expect(headers['x-api-key']).toBe('test-api-key');
  });

  it('leaves a payout it could not verify to an operator, never refunded as refused', async () => {
    const refused = fixture('nowpayments-verify-payout-refused.json');
    const { fetcher } = recorded(answers([400, refused]));
    const provider = new NowPaymentsProvider(withSecret, CRYPTO_METHODS, fetcher, () => 59_000);
    const error = await provider.sendPayout(payout).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PayoutRefused);
    expect((error as Error).message).toBe(
      'NOWPayments payout 5000000713 was created but not verified (NOWPayments /v1/payout/5000000713/verify answered 400: Invalid verification code)',
    );
  });

  it('makes the RFC 6238 codes', () => {
    expect(payoutCode(secret, 59_000)).toBe('287082');
    expect(payoutCode(secret, 1_111_111_109_000)).toBe('081804');
  });
});

describe('CoinGecko price feed', () => {
  it('reads simple/price into dollars per symbol', async () => {
    const { fetcher, calls } = recorded({
      '/api/v3/simple/price': fixture('coingecko-simple-price.json'),
    });
    const feed = new CoinGeckoPriceFeed(
      { apiBase: 'https://api.coingecko.com/api/v3', apiKey: null },
      fetcher,
    );
    expect(await feed.rates(CRYPTO_METHODS)).toEqual({
      BTC: 67187.33,
      ETH: 3481.19,
      LTC: 84.37,
      SOL: 171.02,
      USDT: 0.999834,
    });
    expect(calls[0]!.url).toContain(
      'ids=bitcoin,ethereum,litecoin,solana,tether&vs_currencies=usd',
    );
  });
});
