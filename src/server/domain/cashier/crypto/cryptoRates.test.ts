import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { CRYPTO_METHODS } from './cryptoConfig';
import { CoinGeckoPriceFeed } from './cryptoPriceFeed';
import { CryptoRates } from './cryptoRates';

const recorded = readFileSync(join(__dirname, 'fixtures', 'coingecko-simple-price.json'), 'utf8');
const MAX_AGE = 10 * 60_000;

/** CoinGecko on recorded answers; `down` makes it answer 503 as during an outage. */
function coinGecko() {
  const state = { down: false, calls: 0 };
  const fetcher = (async () => {
    state.calls++;
    return state.down
      ? new Response('{"status":{"error_message":"busy"}}', { status: 503 })
      : new Response(recorded, { status: 200 });
  }) as unknown as typeof fetch;
  const feed = new CoinGeckoPriceFeed(
    { apiBase: 'https://api.coingecko.com/api/v3', apiKey: null },
    fetcher,
  );
  return { feed, state };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('crypto rates', () => {
  it('prices on rates up to the maximum age, then refuses until the feed answers again', async () => {
    let now = 1_000_000;
    const { feed, state } = coinGecko();
    const rates = new CryptoRates(feed, CRYPTO_METHODS, MAX_AGE, () => now);
    expect(await rates.rateOf('BTC')).toBe(67187.33);
    state.down = true;
    // Within the maximum age the last reading still prices, without asking the feed.
    now += MAX_AGE;
    expect(await rates.rateOf('BTC')).toBe(67187.33);
    expect(state.calls).toBe(1);
    // One millisecond past it: refused with a clear 503, never the old rate.
    now += 1;
    const stale = await refusal(rates.rateOf('BTC'));
    expect(stale).toMatchObject({
      code: 'RATES_STALE',
      status: 503,
      message: 'Prices are out of date, try again in a minute',
    });
    expect(await rates.rates()).toEqual({});
    // A dead feed is not asked again on every request.
    const asked = state.calls;
    await refusal(rates.rateOf('ETH'));
    expect(state.calls).toBe(asked);
    now += 10_000;
    state.down = false;
    expect(await rates.rateOf('ETH')).toBe(3481.19);
    expect((await rates.rates()).SOL).toBe(171.02);
  });

  it('refuses from the start when the feed never answered', async () => {
    const { feed, state } = coinGecko();
    state.down = true;
    const rates = new CryptoRates(feed, CRYPTO_METHODS, MAX_AGE);
    expect((await refusal(rates.rateOf('BTC'))).code).toBe('RATES_STALE');
  });

  it('keeps the newest reading, whoever read it', async () => {
    let now = 5_000_000;
    const { feed, state } = coinGecko();
    state.down = true;
    const rates = new CryptoRates(feed, CRYPTO_METHODS, MAX_AGE, () => now);
    rates.accept({ rates: { BTC: 60_000 }, readAt: now - 1_000 });
    rates.accept({ rates: { BTC: 50_000 }, readAt: now - 2_000 });
    expect(await rates.rateOf('BTC')).toBe(60_000);
    // A reading already older than the maximum age prices nothing.
    now += MAX_AGE;
    expect((await refusal(rates.rateOf('BTC'))).status).toBe(503);
  });

  it('refuses a coin the feed has no price for', async () => {
    const { feed } = coinGecko();
    const rates = new CryptoRates(feed, CRYPTO_METHODS, MAX_AGE);
    expect(await refusal(rates.rateOf('DOGE'))).toMatchObject({ code: 'NO_RATE', status: 503 });
  });
});
