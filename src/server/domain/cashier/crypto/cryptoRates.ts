import type { CryptoMethodConfig } from './cryptoConfig';
import type { CryptoPriceFeed, UsdRates } from './cryptoPriceFeed';
import { DomainError } from '../../errors';

/**
 * The current rates: read from the feed every interval, kept in memory, and told to
 * listeners when they change (the relay sends `cashier.crypto`). A failed read keeps the
 * last rates; a cashier without any rate refuses to price (never a guessed rate).
 */
export class CryptoRates {
  private current: UsdRates = {};
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(rates: UsdRates) => void>();

  constructor(
    private readonly feed: CryptoPriceFeed,
    private readonly methods: readonly CryptoMethodConfig[],
    private readonly intervalMs: number,
  ) {}

  async refresh(): Promise<UsdRates> {
    const next = await this.feed.rates(this.methods);
    const changed = JSON.stringify(next) !== JSON.stringify(this.current);
    this.current = next;
    if (changed) for (const listener of this.listeners) listener({ ...next });
    return { ...next };
  }

  /** The rates, read once if none was read yet. */
  async rates(): Promise<UsdRates> {
    if (Object.keys(this.current).length === 0) await this.refresh();
    return { ...this.current };
  }

  async rateOf(symbol: string): Promise<number> {
    const rate = (await this.rates())[symbol];
    if (!rate) throw new DomainError('NO_RATE', `No ${symbol} rate is available right now`, 503);
    return rate;
  }

  onChange(listener: (rates: UsdRates) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
