import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type BroadcastMessages, LocalBroadcast } from '../../broadcast';
import { EmbeddedLeadership, PostgresLeadership } from '../../rounds/leadership';
import { CRYPTO_METHODS } from './cryptoConfig';
import { CoinGeckoPriceFeed, type UsdRates } from './cryptoPriceFeed';
import { CryptoRates } from './cryptoRates';
import { shareCryptoRates } from './cryptoRatesShare';

const recorded = readFileSync(join(__dirname, 'fixtures', 'coingecko-simple-price.json'), 'utf8');

/** CoinGecko on its recorded answer, counting the requests it gets. */
function coinGecko() {
  const asked = { count: 0 };
  const fetcher = (async () => {
    asked.count++;
    return new Response(recorded, { status: 200 });
  }) as unknown as typeof fetch;
  const feed = new CoinGeckoPriceFeed({ apiBase: 'https://cg.test/api/v3', apiKey: null }, fetcher);
  return { rates: new CryptoRates(feed, CRYPTO_METHODS, 600_000), asked };
}

describe('sharing the crypto rates', () => {
  it('the leader alone reads and announces; a follower prices on what it hears', async () => {
    // One broadcast port stands for the cluster's (Redis carries it between processes).
    const port = new LocalBroadcast();
    const leader = coinGecko();
    const follower = coinGecko();
    const announced: Array<{ by: string; rates: UsdRates }> = [];
    const share = (who: 'leader' | 'follower', rates: CryptoRates) =>
      shareCryptoRates(rates, {
        // A PostgreSQL leadership never started has not won the lock: a follower.
        leadership:
          who === 'leader'
            ? new EmbeddedLeadership()
            : new PostgresLeadership('postgres://nobody@127.0.0.1:1/none'),
        broadcast: port,
        intervalMs: 20,
        announce: (said) => announced.push({ by: who, rates: said }),
        onError: (error) => {
          throw error;
        },
      });
    const stops = [share('follower', follower.rates), share('leader', leader.rates)];
    await vi.waitFor(() => expect(leader.asked.count).toBeGreaterThanOrEqual(3));
    stops.forEach((stop) => stop());
    // Unchanged rates are announced once, by the leader only.
    expect(announced).toEqual([
      { by: 'leader', rates: expect.objectContaining({ BTC: 67187.33 }) },
    ]);
    expect(await follower.rates.rateOf('BTC')).toBe(67187.33);
    expect(follower.asked.count).toBe(0);
    // Stopped, the leader reads no more.
    const after = leader.asked.count;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(leader.asked.count).toBe(after);
  });

  it('ignores a malformed or older reading from a peer', async () => {
    const port = new LocalBroadcast();
    const follower = coinGecko();
    const stop = shareCryptoRates(follower.rates, {
      leadership: new PostgresLeadership('postgres://nobody@127.0.0.1:1/none'),
      broadcast: port,
      intervalMs: 1_000,
      announce: () => undefined,
      onError: () => undefined,
    });
    const now = Date.now();
    await port.publish('cashier.rates', { rates: { BTC: 61_000 }, readAt: now });
    await port.publish('cashier.rates', { rates: { BTC: 1 }, readAt: now - 1 });
    await port.publish('cashier.rates', {
      rates: { BTC: -5 },
      readAt: now + 1,
    } as BroadcastMessages['cashier.rates']);
    await port.publish('cashier.rates', { rates: 'x', readAt: now + 2 } as never);
    stop();
    expect(await follower.rates.rateOf('BTC')).toBe(61_000);
    expect(follower.asked.count).toBe(0);
  });
});
