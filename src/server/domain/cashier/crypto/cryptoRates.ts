import type { CryptoMethodConfig } from './cryptoConfig';
import type { CryptoPriceFeed, UsdRates } from './cryptoPriceFeed';
import { DomainError } from '../../errors';

/** Rates as the feed gave them at one moment (epoch ms). */
export interface RatesReading {
  rates: UsdRates;
  readAt: number;
}

/** After a failed read of its own a process waits this long before asking the feed again. */
const RETRY_MS = 10_000;

export const ratesOutOfDate = () =>
  new DomainError('RATES_STALE', 'Prices are out of date, try again in a minute', 503);

/**
 * The current rates and when they were read. Only rates younger than `maxAgeMs` price a
 * deposit or a withdrawal: past that (the feed failing, the leader's word lost) the cashier
 * refuses rather than use an old or guessed rate. The leader reads the feed on its timer
 * and tells every process (cryptoRatesShare.ts); a process with nothing fresh reads the feed
 * itself when asked to price, at most once per RETRY_MS while the feed fails.
 */
export class CryptoRates {
  private current: RatesReading | null = null;
  private reading: Promise<RatesReading> | null = null;
  private failedAt = -Infinity;

  constructor(
    private readonly feed: CryptoPriceFeed,
    private readonly methods: readonly CryptoMethodConfig[],
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reads the feed and keeps what it said. */
  async refresh(): Promise<RatesReading> {
    const reading = { rates: await this.feed.rates(this.methods), readAt: this.now() };
    this.accept(reading);
    return reading;
  }

  /** Keeps a reading (this process's or the leader's) when it is newer than the one held. */
  accept(reading: RatesReading): void {
    if (this.current && reading.readAt <= this.current.readAt) return;
    this.current = { rates: { ...reading.rates }, readAt: reading.readAt };
  }

  /** The rates to show: none while they are out of date, so no quote rests on old prices. */
  async rates(): Promise<UsdRates> {
    try {
      return { ...(await this.fresh()).rates };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATES_STALE') return {};
      throw error;
    }
  }

  async rateOf(symbol: string): Promise<number> {
    const rate = (await this.fresh()).rates[symbol];
    if (!rate) throw new DomainError('NO_RATE', `No ${symbol} rate is available right now`, 503);
    return rate;
  }

  private async fresh(): Promise<RatesReading> {
    const held = this.current;
    if (held && this.now() - held.readAt <= this.maxAgeMs) return held;
    if (this.now() - this.failedAt < RETRY_MS) throw ratesOutOfDate();
    // Requests arriving together share one read.
    this.reading ??= this.refresh().finally(() => (this.reading = null));
    try {
      return await this.reading;
    } catch {
      this.failedAt = this.now();
      throw ratesOutOfDate();
    }
  }
}
