/**
 * The environment every e2e server starts with: the suite's own (playwright.config.ts) and
 * the second-brand server tests/e2e/brand.spec.ts starts beside it.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  const origin = `http://localhost:${port}`;
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_ORIGIN: origin,
    // Half a gem: the default (500 gems) is about one opening in a thousand, and the
    // live drops spec needs Top drops from a few openings of a cheap case.
    LIVE_DROP_TOP_MIN: '50',
    // Specs sign up through the API as distinct visitors (tests/e2e/client-address.ts).
    TRUST_PROXY: '127.0.0.1,::1',
    // Pages of every spec share the loopback address, so this one "visitor" is dozens of
    // players a minute, two workers at once: the per-address limit (300) is for one person
    // and has its own tests (tests/integration/limits.test.ts).
    RATE_LIMIT_PER_MINUTE: '2400',
    // A short chain: a full one (10,000,000) takes a minute of CPU to build on first start.
    ROUND_CHAIN_LENGTH: '100000',
    // Specs play rounds at once: the chain's salt round is named a second ahead, not minutes.
    ROUND_CHAIN_SALT_DELAY_SECONDS: '1',
    // The sandbox's player accepts a skin deposit's offer in a second, read a second later.
    SANDBOX_DEPOSIT_ACCEPT_SECONDS: '1',
    SKIN_DEPOSITS_POLL_SECONDS: '1',
    // Not scraped here, and two servers start (the second brand's): neither takes 9464.
    METRICS_PORT: 'off',
  };
}
