import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_TEXT } from '../../shared/contract/chat';
import { ConfigError } from './configError';
import { ENV_SLICES, envSchema, type SliceName } from './envSchema';
import { loadConfig } from './loadConfig';

/** One bad value per slice and the exact line it must give. */
const BAD: Record<SliceName, [name: string, value: string, message: string]> = {
  server: ['PORT', 'http', 'must be a port number'],
  brand: ['SITE_BRAND', 'cs2', 'must be one of gemdrop, gemdrop-cs2'],
  storage: ['DATABASE_URL', 'mysql://db', 'must be a postgres:// URL'],
  demo: ['DEMO_MODE', 'maybe', 'must be true or false'],
  limits: ['RATE_LIMIT_PER_MINUTE', '0', 'Too small: expected number to be >=1'],
  steam: ['STEAM_API_URL', 'steam', 'must be a URL'],
  discord: ['DISCORD_OAUTH_URL', 'discord', 'must be a URL'],
  turnstile: ['TURNSTILE_VERIFY_URL', 'verify', 'must be a URL'],
  mail: ['SMTP_URL', 'http://mail', 'must be an smtp:// or smtps:// URL'],
  region: ['RESTRICTED_COUNTRIES', 'us', 'must be comma-separated two-letter country codes'],
  notifications: ['HIGH_WIN_MIN_PAYOUT', 'lots', 'must be a number of hundredths'],
  browserServices: ['SUPPORT_EMAIL', 'nope', 'must be an e-mail address'],
  chat: ['CHAT_MAX_LENGTH', '100000', `must be at most ${CHAT_MESSAGE_MAX_TEXT}`],
  rain: ['RAIN_MIN_LEVEL', 'high', 'must be a level'],
  activity: ['GAME_ACTIVITY_SECONDS', 'soon', 'must be a number of seconds'],
  tips: ['TIP_TWO_FACTOR_WINDOW_HOURS', 'a day', 'must be hours'],
  kyc: ['KYC_DOCUMENT_MAX_BYTES', 'big', 'must be a number of bytes'],
  cryptoCashier: ['CRYPTO_WITHDRAW_MIN', 'ten', 'must be hundredths of a gem'],
  cardCashier: ['CARD_DEPOSIT_MIN_CENTS', 'five', 'must be hundredths of a dollar'],
  priceFeed: ['PRICE_FEED', 'steam', 'Invalid option: expected one of "snapshot"|"skinport"'],
  skinMarket: ['WAXPEER_API_URL', 'waxpeer', 'must be a URL'],
  skinDeposits: ['STEAM_WEB_API_URL', 'steam', 'must be a URL'],
  catalogueImages: ['CATALOGUE_IMAGE_CACHE_MB', 'lots', 'must be a number of megabytes'],
  accruals: ['ACCRUAL_INTERVAL_MS', 'often', 'must be milliseconds'],
  profile: ['PROFILE_AWAIT_REVEAL', 'maybe', 'must be true or false'],
  races: ['RACE_DAILY_POOL', 'big', 'must be hundredths of a gem'],
  beacon: ['EOS_API_URLS', 'eos', 'must be comma-separated URLs'],
  rounds: ['ROUND_CHAIN_LENGTH', 'long', 'must be a whole number'],
  operations: ['METRICS_PORT', 'on', 'must be a port number or off'],
};

const slices = Object.entries(ENV_SLICES) as [SliceName, Record<string, unknown>][];

function errorOf(env: Record<string, string>): Error | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return error as Error;
  }
}

describe('the configuration slices', () => {
  it('own disjoint variables, every one of them in the one schema', () => {
    const owners = new Map<string, SliceName[]>();
    for (const [slice, shape] of slices)
      for (const name of Object.keys(shape)) owners.set(name, [...(owners.get(name) ?? []), slice]);
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect(shared).toEqual([]);
    expect(Object.keys(envSchema.shape).sort()).toEqual([...owners.keys()].sort());
  });

  it.each(slices.map(([slice]) => slice))(
    '%s: a bad value stops start-up with one line naming the variable',
    (slice) => {
      const [name, value, message] = BAD[slice];
      expect(Object.keys(ENV_SLICES[slice])).toContain(name);
      const error = errorOf({ [name]: value });
      expect(error).toBeInstanceOf(ConfigError);
      expect(error?.message).toBe(
        `Invalid configuration: ${name} ${message} (got ${JSON.stringify(value)})`,
      );
    },
  );

  it('names the variable of any value the schema refuses, on one line', () => {
    const tries = ['x', '-1', '0', '1.5', '99999999999', 'ftp//x', 'a,b'];
    let refused = 0;
    for (const [, shape] of slices)
      for (const name of Object.keys(shape))
        for (const value of tries) {
          const error = errorOf({ [name]: value });
          if (!error?.message.endsWith(`(got ${JSON.stringify(value)})`)) continue;
          refused += 1;
          expect(error).toBeInstanceOf(ConfigError);
          expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${name} [^\\n]+$`));
        }
    expect(refused).toBeGreaterThan(200);
  });

  it('refuses settings that need another with one line naming both', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ SKIN_MARKET: 'waxpeer' }, 'WAXPEER_API_KEY is required when SKIN_MARKET=waxpeer'],
      [{ BEACON: 'eos' }, 'EOS_API_URLS is required when BEACON=eos'],
      [
        { CRYPTO_PROVIDER: 'nowpayments' },
        'NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET are required when CRYPTO_PROVIDER=nowpayments',
      ],
      [
        { CRYPTO_RATES_SECONDS: '600', CRYPTO_RATES_MAX_AGE_SECONDS: '600' },
        'CRYPTO_RATES_MAX_AGE_SECONDS must be more than CRYPTO_RATES_SECONDS',
      ],
    ];
    for (const [env, message] of refusals) {
      const error = errorOf(env);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error?.message).toBe(`Invalid configuration: ${message}`);
    }
  });

  it('serves the default brand unless SITE_BRAND names the other, page and mail alike', () => {
    const plain = loadConfig({});
    expect(plain.brand.id).toBe('gemdrop');
    expect(plain.client.brand).toBe('gemdrop');
    expect(plain.mail.from).toBe('GemDrop <no-reply@localhost>');
    const second = loadConfig({ SITE_BRAND: 'gemdrop-cs2' });
    expect(second.brand.name).toBe('GemDrop CS2');
    expect(second.client.brand).toBe('gemdrop-cs2');
    expect(second.mail.from).toBe('GemDrop CS2 <no-reply@localhost>');
    // A sender set on purpose stays as set.
    expect(
      loadConfig({ SITE_BRAND: 'gemdrop-cs2', MAIL_FROM: 'Ops <ops@x.example>' }).mail.from,
    ).toBe('Ops <ops@x.example>');
  });

  it('builds each part from its own slice, with what it shares from others', () => {
    const config = loadConfig({
      SITE_ORIGIN: 'https://Gems.example:8443/lobby',
      DATA_DIR: '/var/gems',
      KYC_LEVEL_2_ABOVE: '900',
      CATALOGUE_IMAGE_BASE: 'https://img.example/cs2/',
    });
    expect(config.siteOrigin).toBe('https://gems.example:8443');
    expect(config.chat.linkHosts[0]).toBe('gems.example');
    expect(config.cryptoCashier.webhookUrl).toBe(
      'https://gems.example:8443/api/cashier/crypto/webhook',
    );
    expect(config.cryptoCashier.kycLevels[1]).toEqual([900, 2]);
    expect(config.mail.outboxDir).toBe('/var/gems/outbox');
    expect(config.kyc.documentsDir).toBe('/var/gems/kyc-documents');
    expect(config.operatorCredentialsFile).toBe('/var/gems/operator-credentials.txt');
    expect(config.catalogueImageBase).toBe('https://img.example/cs2');
    expect(config.client.catalogueImages).toBe(true);
  });
});

describe('the operations slice', () => {
  it('listens for /metrics on loopback port 9464 unless told otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 0,
      host: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: 'off' }).metrics).toBeNull();
  });

  it('checks the ledger hourly by default, never with 0', () => {
    expect(loadConfig({}).ledgerCheckMinutes).toBe(60);
    expect(loadConfig({ LEDGER_CHECK_MINUTES: '0' }).ledgerCheckMinutes).toBe(0);
  });
});
