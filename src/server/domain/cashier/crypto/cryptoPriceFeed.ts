import { z } from 'zod';
import type { CryptoMethodConfig } from './cryptoConfig';
import type { Fetch } from './nowPayments';

/** US dollars per coin, by symbol. */
export type UsdRates = Record<string, number>;

/** Where coin prices come from. */
export interface CryptoPriceFeed {
  readonly name: string;
  rates(methods: readonly CryptoMethodConfig[]): Promise<UsdRates>;
}

/** Fixed prices for the offline start: a stated reference, not market quotes. */
export const SANDBOX_RATES: UsdRates = {
  BTC: 70_000,
  ETH: 3_500,
  LTC: 85,
  SOL: 170,
  USDT: 1,
};

export class SandboxPriceFeed implements CryptoPriceFeed {
  readonly name = 'sandbox';
  constructor(private readonly fixed: UsdRates = SANDBOX_RATES) {}
  async rates(): Promise<UsdRates> {
    return { ...this.fixed };
  }
}

const simplePrice = z.record(z.string(), z.object({ usd: z.number().positive() }));

/** CoinGecko's public `GET /simple/price?ids=...&vs_currencies=usd`. */
export class CoinGeckoPriceFeed implements CryptoPriceFeed {
  readonly name = 'coingecko';

  constructor(
    private readonly settings: { apiBase: string; apiKey: string | null },
    private readonly fetcher: Fetch = fetch,
  ) {}

  async rates(methods: readonly CryptoMethodConfig[]): Promise<UsdRates> {
    const ids = [...new Set(methods.map((m) => m.priceId))].sort();
    const url = `${this.settings.apiBase}/simple/price?ids=${ids.join(',')}&vs_currencies=usd`;
    const response = await this.fetcher(url, {
      headers: {
        accept: 'application/json',
        ...(this.settings.apiKey ? { 'x-cg-demo-api-key': this.settings.apiKey } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`CoinGecko answered ${response.status}`);
    const prices = simplePrice.parse(await response.json());
    const rates: UsdRates = {};
    for (const method of methods) {
      const usd = prices[method.priceId]?.usd;
      if (usd !== undefined) rates[method.symbol] = usd;
    }
    return rates;
  }
}
