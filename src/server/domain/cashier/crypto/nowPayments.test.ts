import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRYPTO_METHODS } from './cryptoConfig';
import { CoinGeckoPriceFeed } from './cryptoPriceFeed';
import { NowPaymentsProvider } from './nowPayments';
import { WebhookRefused } from './paymentProvider';

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

function recorded(answers: Record<string, string>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const path = new URL(url).pathname;
    const answer = answers[path];
    return new Response(answer ?? '{"message":"not found"}', { status: answer ? 200 : 404 });
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
