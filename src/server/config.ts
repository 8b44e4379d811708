import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { type ClientConfig, DEFAULT_SUPPORT_EMAIL } from '../shared/client-config';
import { CHAT_MESSAGE_MAX_TEXT } from '../shared/contract/chat';
import { MAX_LEVEL } from '../shared/levels';
import { type BeaconSettings, DEFAULT_DRAND_RELAYS } from './domain/beacon/createBeacon';
import type { CrashTiming } from './domain/crash/crashRounds';
import {
  type CryptoCashierConfig,
  cryptoCashierConfig,
} from './domain/cashier/crypto/cryptoConfig';
import type { RouletteTiming } from './domain/roulette/rouletteRounds';
import { sandboxRefusal } from './sandboxGuard';
import { ACTION_LIMITS, type ActionLimits, WRITES_PER_MINUTE } from './edge/limits';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const level = z.coerce.number({ error: 'must be a level' }).int().min(0).max(MAX_LEVEL);
/** Comma-separated URLs (beacon relays and nodes). */
const urlList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ error: 'must be comma-separated URLs' })).min(1));
const seconds = z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(86_400);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  SITE_ORIGIN: z
    .url({ error: 'must be a URL such as http://localhost:3000' })
    .default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // A dump of a migrated PGlite folder (PGlite's dumpDataDir): an in-memory database starts
  // from it instead of creating a cluster (tests: about 2 s less per app).
  DATA_TEMPLATE: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  DEMO_MODE: flag.default(true),
  // Staging only: the sandboxes (payments, prices, skin market) without DEMO_MODE.
  ALLOW_SANDBOXES: flag.default(false),
  DEMO_GRANT: z.coerce.number().int().min(0).default(100_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(WRITES_PER_MINUTE),
  SOCKET_EVENTS_PER_10S: z.coerce.number().int().min(1).default(50),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SERVE_CLIENT: flag.default(true),
  CLIENT_DIR: z.string().default('dist/client'),
  // Steam sign-in: empty OpenID URL means the built-in sandbox provider (offline demo).
  STEAM_OPENID_URL: z.url({ error: 'must be a URL' }).optional(),
  STEAM_API_KEY: z.string().min(1).optional(),
  STEAM_API_URL: z.url({ error: 'must be a URL' }).default('https://api.steampowered.com'),
  // Discord linking: no client id means the built-in sandbox.
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  DISCORD_GUILD_ID: z.string().min(1).optional(),
  DISCORD_OAUTH_URL: z.url({ error: 'must be a URL' }).default('https://discord.com'),
  DISCORD_API_URL: z.url({ error: 'must be a URL' }).default('https://discord.com/api/v10'),
  // Mail: SMTP when set, otherwise each message is written to the outbox folder.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gemdrop <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  // Region lock: ISO 3166-1 alpha-2 codes, comma-separated.
  RESTRICTED_COUNTRIES: z
    .string()
    .regex(/^([A-Z]{2})?(,[A-Z]{2})*$/, {
      error: 'must be comma-separated two-letter country codes',
    })
    .default('US,GB,FR,NL,AU,ES,IT,BE,CH,DK'),
  // Cloudflare Turnstile on register and login: off unless a secret is set.
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url({ error: 'must be a URL' })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  // Notifications: who counts as a new user, and which wins the winner is told about.
  NEW_USER_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int()
    .min(0)
    .max(3650)
    .default(7),
  HIGH_WIN_MIN_PAYOUT: z.coerce
    .number({ error: 'must be a number of hundredths' })
    .int()
    .min(1)
    .default(100_000),
  RARE_WIN_MULTIPLIER: z.coerce
    .number({ error: 'must be a multiplier such as 100' })
    .min(1)
    .max(1_000_000)
    .default(100),
  // Browser-side services, each off unless set; read per start, so no rebuild is needed.
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url({ error: 'must be a URL' }).default('https://us.i.posthog.com'),
  SENTRY_DSN: z.url({ error: 'must be a DSN URL' }).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  HELPDESK_WEBSITE_ID: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(DEFAULT_SUPPORT_EMAIL),
  // Chat: who may write where, how fast, which links; the online count's refresh.
  CHAT_MIN_LEVEL: level.default(0),
  CHAT_VIP_MIN_LEVEL: level.default(10),
  CHAT_MAX_LENGTH: z.coerce
    .number({ error: 'must be a number of characters' })
    .int()
    .min(1)
    .max(CHAT_MESSAGE_MAX_TEXT, { error: `must be at most ${CHAT_MESSAGE_MAX_TEXT}` })
    .default(300),
  CHAT_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(5),
  CHAT_RATE_WINDOW_SECONDS: seconds.min(1).default(10),
  CHAT_SLOW_MODE_SECONDS: seconds.default(3),
  CHAT_VIP_SLOW_MODE_SECONDS: seconds.default(0),
  CHAT_REPEAT_WINDOW_SECONDS: seconds.default(60),
  CHAT_HISTORY_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(200)
    .default(50),
  CHAT_LINK_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, { error: 'must be comma-separated host names' })
    .default(
      'steamcommunity.com,store.steampowered.com,discord.gg,x.com,tiktok.com,youtube.com,youtu.be,twitch.tv',
    ),
  ONLINE_COUNT_SECONDS: seconds.min(1).max(300).default(5),
  RAIN_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be minutes' })
    .int()
    .min(1)
    .max(1440)
    .default(30),
  RAIN_ACTIVE_MINUTES: z.coerce
    .number({ error: 'must be minutes' })
    .int()
    .min(1)
    .max(1440)
    .default(30),
  RAIN_MIN_LEVEL: level.default(1),
  RAIN_SCHEDULED: flag.default(true),
  LIVE_DROP_TOP_MIN: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(1)
    .default(50_000),
  PRICE_FEED: z.enum(['snapshot', 'skinport']).default('snapshot'),
  SKINPORT_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.skinport.com'),
  // Steam withdrawals: the sandbox market unless a real one is named (with its key).
  SKIN_MARKET: z.enum(['sandbox', 'waxpeer']).default('sandbox'),
  WAXPEER_API_KEY: z.string().min(1).optional(),
  WAXPEER_API_URL: z.url({ error: 'must be a URL' }).default('https://api.waxpeer.com'),
  SANDBOX_TRADE_ACCEPT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  STEAM_TRADES_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
  STEAM_TRADES_SCHEDULED: flag.default(true),
  CATALOGUE_IMAGE_BASE: z.url({ error: 'must be a URL' }).optional(),
  CATALOGUE_IMAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(1)
    .max(4096)
    .default(64),
  TIP_TWO_FACTOR_ABOVE: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(0)
    .default(50_000),
  TIP_TWO_FACTOR_WINDOW_HOURS: z.coerce
    .number({ error: 'must be hours' })
    .int()
    .min(1)
    .max(720)
    .default(24),
  OPERATOR_CREDENTIALS_FILE: z.string().min(1).optional(),
  KYC_DOCUMENTS_DIR: z.string().min(1).optional(),
  KYC_DOCUMENT_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024)
    .max(5 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  KYC_LEVEL_1_ABOVE: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(0)
    .default(200_000),
  KYC_LEVEL_2_ABOVE: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(0)
    .default(1_400_000),
  KYC_LEVEL_3_ABOVE: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(0)
    .default(5_000_000),
  GAME_ACTIVITY_SECONDS: seconds.min(1).max(300).default(3),
  ROUND_CHAIN_LENGTH: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(2)
    .max(10_000_000)
    .default(10_000_000),
  ROUNDS_SCHEDULED: flag.default(true),
  ACCRUAL_INTERVAL_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(50)
    .max(60_000)
    .default(1000),
  ACCRUALS_SCHEDULED: flag.default(true),
  ACCRUALS_AWAIT_REVEAL: flag.default(true),
  PROFILE_AWAIT_REVEAL: flag.default(true),
  RACE_DAILY_POOL: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(0)
    .default(10_000),
  RACE_WEEKLY_POOL: z.coerce
    .number({ error: 'must be hundredths of a gem' })
    .int()
    .min(0)
    .default(50_000),
  RACE_SETTLE_GRACE_SECONDS: seconds.max(3600).default(10),
  RACES_SCHEDULED: flag.default(true),
  BEACON: z.enum(['local', 'drand-quicknet', 'eos']).default('local'),
  DRAND_RELAY_URLS: urlList.optional(),
  EOS_API_URLS: urlList.optional(),
  // A flip or battle whose beacon round is still unread this long after it was due is
  // refunded, every seat (nobody could know the outcome).
  BEACON_REFUND_AFTER_MINUTES: z.coerce
    .number({ error: 'must be minutes' })
    .int()
    .min(1)
    .max(10_080)
    .default(30),
  // A round chain is salted by the first beacon round this long after its publication, so
  // its terminating hash is public well before anyone can know the salt.
  ROUND_CHAIN_SALT_DELAY_SECONDS: seconds.min(1).default(300),
  LOCAL_BEACON_PERIOD_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(1)
    .max(60_000)
    .default(1_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  siteOrigin: string;
  databaseUrl: string | undefined;
  /** Folder for embedded PGlite; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** With an in-memory `dataDir`: the dumped, migrated folder to start from. */
  dataTemplate: string | undefined;
  redisUrl: string | undefined;
  demoMode: boolean;
  demoGrant: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: string[];
  /** API writes per minute per address; reads get READS_PER_WRITE times as many (edge/limits.ts). */
  rateLimitPerMinute: number;
  /** Per minute, per account and per address: sign-up, log-in, codes, money, chat. */
  actionLimits: ActionLimits;
  socketEventsPer10s: number;
  /** How long a process answers a resolved session from memory (0: every request reads it). */
  sessionCacheMs: number;
  dbPoolSize: number;
  serveClient: boolean;
  clientDir: string;
  steam: { openIdUrl: string | undefined; apiKey: string | undefined; apiUrl: string };
  discord: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    botToken: string | undefined;
    guildId: string | undefined;
    oauthUrl: string;
    apiUrl: string;
  };
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  restrictedCountries: string[];
  turnstile: { secret: string | undefined; siteKey: string | undefined; verifyUrl: string };
  notifications: {
    /** NEW_USERS reaches accounts younger than this many days. */
    newUserDays: number;
    /** HIGH_WIN from this payout on, in hundredths. */
    highWinMinPayout: number;
    /** RARE_WIN from this multiplier on, in ten-thousandths (1,000,000 is 100x). */
    rareWinMinMultiplierE4: number;
  };
  /** The public settings rendered into the web app's page (src/shared/client-config.ts). */
  client: ClientConfig;
  chat: {
    /** Level needed to write in any channel; the VIP channel needs vipMinLevel. */
    minLevel: number;
    vipMinLevel: number;
    /** Characters per message (the contract caps it at CHAT_MESSAGE_MAX_TEXT). */
    maxLength: number;
    /** At most `count` messages per player in any `windowSeconds`. */
    rateLimit: { count: number; windowSeconds: number };
    slowModeSeconds: number;
    vipSlowModeSeconds: number;
    repeatWindowSeconds: number;
    /** Messages per channel in GET /chat/history. */
    historySize: number;
    /** Hosts (and their subdomains) links in chat may point to; the site's own included. */
    linkHosts: string[];
    /** How often user.online-count is recounted. */
    onlineCountIntervalMs: number;
  };
  /** The accrual step (domain/accruals): rewards that follow settled wagers. */
  accruals: {
    /** How often a process looks for settled wagers not yet accrued. */
    intervalMs: number;
    /** This process runs the step on its timer (tests run it themselves with drain()). */
    scheduled: boolean;
    /**
     * A bet accrues only once its game's longest reveal has passed, so nothing that follows
     * wagers tells of an outcome still animating (tests turn it off to accrue at once).
     */
    awaitReveal: boolean;
  };
  /** The player's own profile reads (overview figures, the transactions ledger). */
  profile: {
    /**
     * A bet's money shows there only once its game's longest reveal has passed, so another
     * tab never tells of an outcome still animating (tests turn it off to read at once).
     */
    awaitReveal: boolean;
  };
  /** Wager races (domain/races): a daily and a weekly race, paid from promotions. */
  races: {
    /** The pools, in hundredths, split among the top 10 (racePrizes.ts). */
    dailyPool: number;
    weeklyPool: number;
    /** A race is paid this long after it ended, so bets settled just before the end count. */
    settleGraceMs: number;
    /** How often a process looks for ended races to pay. */
    settleIntervalMs: number;
    /** This process pays ended races on its timer (tests call settleEnded() themselves). */
    scheduled: boolean;
  };
  rain: {
    /** A rain falls at every multiple of this many milliseconds since the epoch. */
    intervalMs: number;
    /** Eligible: sent a chat message within this many milliseconds before the rain. */
    activeWindowMs: number;
    /** Eligible: at least this level. */
    minLevel: number;
    /** This process runs the rounds when they fall (tests start rounds themselves). */
    scheduled: boolean;
  };
  /**
   * A tip (to a player or the rain) that takes the sender's tips within the window above
   * this many hundredths needs a fresh second factor when the sender has 2FA.
   */
  tipTwoFactorAbove: number;
  tipTwoFactorWindowMs: number;
  /** Where the seeded operator's password is written; null (in-memory database) keeps it nowhere. */
  operatorCredentialsFile: string | null;
  /** KYC documents: kept outside the web root, fetched only by operators (domain/kyc). */
  kyc: {
    documentsDir: string;
    maxDocumentBytes: number;
    /** Withdrawals above these hundredths need KYC levels 1, 2 and 3. */
    thresholds: { level1Above: number; level2Above: number; level3Above: number };
  };
  /** A drop worth at least this many hundredths is also listed under Top. */
  liveDropTopMin: number;
  /** Crypto deposits and withdrawals: provider, price feed, limits (domain/cashier/crypto). */
  cryptoCashier: CryptoCashierConfig;
  /** Where item prices come from: the dated local snapshot or Skinport's public API. */
  priceFeed: { kind: 'snapshot' | 'skinport'; skinportApiBase: string };
  /** Steam withdrawals (domain/steamTrades): the skin market and the offer poller. */
  skinMarket: {
    kind: 'sandbox' | 'waxpeer';
    waxpeer: { apiUrl: string; apiKey: string | undefined };
    /** The sandbox's player accepts each trade offer this long after it was sent. */
    sandboxAcceptMs: number;
    pollIntervalMs: number;
    /** This process polls offers on its timer (tests call services.steamTrades.poll()). */
    scheduled: boolean;
  };
  /** Prefix of the catalogue's image paths; null shows drawn placeholders (no third-party request). */
  catalogueImageBase: string | null;
  /** Bytes of original and resized pictures each process keeps in memory (least recent out first). */
  catalogueImageCacheBytes: number;
  /** How often games.activity is recounted at most. */
  gameActivityIntervalMs: number;
  rounds: {
    /** Elements of each round game's hash chain: 10,000,000 (docs/games/fairness.md). */
    chainLength: number;
    /** This process prepares the chains when it leads (tests prepare them themselves). */
    scheduled: boolean;
    /** The public randomness salting the chains; local (development) by default. */
    beacon: BeaconSettings;
    /** Crash's phase lengths when not docs/games/crash.md's (tests shorten them). */
    crashTiming?: Partial<CrashTiming>;
    /** Roulette's phase lengths when not docs/games/roulette.md's (tests shorten them). */
    rouletteTiming?: Partial<RouletteTiming>;
    /** A case battle round's spin in ms before FAST_SPIN, when not the core's (tests shorten it). */
    caseBattleSpinMs?: number;
  };
  /** When beacon rounds are named and given up on (docs/games/fairness.md). */
  beaconTiming: {
    /**
     * A chain's salt is the first beacon round due at least this long after the chain's
     * publication, named at publication (tests shorten it).
     */
    chainSaltDelayMs: number;
    /** A flip or battle still without its beacon value this long past its round is refunded. */
    refundAfterMs: number;
  };
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
    );
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    siteOrigin: new URL(e.SITE_ORIGIN).origin,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    dataTemplate: e.DATA_TEMPLATE,
    redisUrl: e.REDIS_URL,
    demoMode: e.DEMO_MODE,
    demoGrant: e.DEMO_GRANT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    actionLimits: ACTION_LIMITS,
    socketEventsPer10s: e.SOCKET_EVENTS_PER_10S,
    sessionCacheMs: e.SESSION_CACHE_MS,
    dbPoolSize: e.DB_POOL_SIZE,
    serveClient: e.SERVE_CLIENT,
    clientDir: e.CLIENT_DIR,
    steam: { openIdUrl: e.STEAM_OPENID_URL, apiKey: e.STEAM_API_KEY, apiUrl: e.STEAM_API_URL },
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      clientSecret: e.DISCORD_CLIENT_SECRET,
      botToken: e.DISCORD_BOT_TOKEN,
      guildId: e.DISCORD_GUILD_ID,
      oauthUrl: e.DISCORD_OAUTH_URL,
      apiUrl: e.DISCORD_API_URL,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      // In-memory databases (tests) get a fresh temporary outbox.
      outboxDir:
        e.MAIL_OUTBOX_DIR ??
        (e.DATA_DIR.startsWith('memory://')
          ? join(tmpdir(), `outbox-${process.pid}-${Math.random().toString(36).slice(2)}`)
          : join(e.DATA_DIR, 'outbox')),
    },
    restrictedCountries: e.RESTRICTED_COUNTRIES.split(',').filter(Boolean),
    turnstile: {
      secret: e.TURNSTILE_SECRET,
      siteKey: e.TURNSTILE_SITE_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
    notifications: {
      newUserDays: e.NEW_USER_DAYS,
      highWinMinPayout: e.HIGH_WIN_MIN_PAYOUT,
      rareWinMinMultiplierE4: Math.round(e.RARE_WIN_MULTIPLIER * 10_000),
    },
    client: {
      supportEmail: e.SUPPORT_EMAIL,
      analytics: e.POSTHOG_KEY
        ? { key: e.POSTHOG_KEY, host: e.POSTHOG_HOST.replace(/\/+$/, '') }
        : null,
      errorReporting: e.SENTRY_DSN
        ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV }
        : null,
      helpdesk: e.HELPDESK_WEBSITE_ID ? { websiteId: e.HELPDESK_WEBSITE_ID } : null,
      catalogueImages: e.CATALOGUE_IMAGE_BASE !== undefined,
    },
    chat: {
      minLevel: e.CHAT_MIN_LEVEL,
      vipMinLevel: e.CHAT_VIP_MIN_LEVEL,
      maxLength: e.CHAT_MAX_LENGTH,
      rateLimit: { count: e.CHAT_RATE_LIMIT, windowSeconds: e.CHAT_RATE_WINDOW_SECONDS },
      slowModeSeconds: e.CHAT_SLOW_MODE_SECONDS,
      vipSlowModeSeconds: e.CHAT_VIP_SLOW_MODE_SECONDS,
      repeatWindowSeconds: e.CHAT_REPEAT_WINDOW_SECONDS,
      historySize: e.CHAT_HISTORY_SIZE,
      linkHosts: [
        ...new Set([
          new URL(e.SITE_ORIGIN).hostname,
          ...e.CHAT_LINK_HOSTS.toLowerCase().split(','),
        ]),
      ],
      onlineCountIntervalMs: e.ONLINE_COUNT_SECONDS * 1000,
    },
    accruals: {
      intervalMs: e.ACCRUAL_INTERVAL_MS,
      scheduled: e.ACCRUALS_SCHEDULED,
      awaitReveal: e.ACCRUALS_AWAIT_REVEAL,
    },
    profile: { awaitReveal: e.PROFILE_AWAIT_REVEAL },
    races: {
      dailyPool: e.RACE_DAILY_POOL,
      weeklyPool: e.RACE_WEEKLY_POOL,
      settleGraceMs: e.RACE_SETTLE_GRACE_SECONDS * 1000,
      settleIntervalMs: 5_000,
      scheduled: e.RACES_SCHEDULED,
    },
    rain: {
      intervalMs: e.RAIN_INTERVAL_MINUTES * 60_000,
      activeWindowMs: e.RAIN_ACTIVE_MINUTES * 60_000,
      minLevel: e.RAIN_MIN_LEVEL,
      scheduled: e.RAIN_SCHEDULED,
    },
    tipTwoFactorAbove: e.TIP_TWO_FACTOR_ABOVE,
    tipTwoFactorWindowMs: e.TIP_TWO_FACTOR_WINDOW_HOURS * 3_600_000,
    kyc: {
      documentsDir:
        e.KYC_DOCUMENTS_DIR ??
        (e.DATA_DIR.startsWith('memory://')
          ? join(tmpdir(), `gemdrop-kyc-${process.pid}`)
          : join(e.DATA_DIR, 'kyc-documents')),
      maxDocumentBytes: e.KYC_DOCUMENT_MAX_BYTES,
      thresholds: {
        level1Above: e.KYC_LEVEL_1_ABOVE,
        level2Above: e.KYC_LEVEL_2_ABOVE,
        level3Above: e.KYC_LEVEL_3_ABOVE,
      },
    },
    operatorCredentialsFile:
      e.OPERATOR_CREDENTIALS_FILE ??
      (e.DATA_DIR.startsWith('memory://') ? null : join(e.DATA_DIR, 'operator-credentials.txt')),
    liveDropTopMin: e.LIVE_DROP_TOP_MIN,
    priceFeed: { kind: e.PRICE_FEED, skinportApiBase: e.SKINPORT_API_BASE.replace(/\/+$/, '') },
    cryptoCashier: cryptoCashierConfig(cleaned, new URL(e.SITE_ORIGIN).origin, {
      level1Above: e.KYC_LEVEL_1_ABOVE,
      level2Above: e.KYC_LEVEL_2_ABOVE,
      level3Above: e.KYC_LEVEL_3_ABOVE,
    }),
    skinMarket: skinMarketSettings(e),
    catalogueImageBase: e.CATALOGUE_IMAGE_BASE?.replace(/\/+$/, '') ?? null,
    catalogueImageCacheBytes: e.CATALOGUE_IMAGE_CACHE_MB * 1024 * 1024,
    gameActivityIntervalMs: e.GAME_ACTIVITY_SECONDS * 1000,
    rounds: {
      chainLength: e.ROUND_CHAIN_LENGTH,
      scheduled: e.ROUNDS_SCHEDULED,
      beacon: beaconSettings(e),
    },
    beaconTiming: {
      chainSaltDelayMs: e.ROUND_CHAIN_SALT_DELAY_SECONDS * 1000,
      refundAfterMs: e.BEACON_REFUND_AFTER_MINUTES * 60_000,
    },
  };
  const refusal = sandboxRefusal({
    demoMode: config.demoMode,
    allowSandboxes: e.ALLOW_SANDBOXES,
    cryptoProvider: config.cryptoCashier.provider.kind,
    cryptoPriceFeed: config.cryptoCashier.priceFeed.kind,
    skinMarket: config.skinMarket.kind,
    steamOpenIdUrl: e.STEAM_OPENID_URL,
    discordClientId: e.DISCORD_CLIENT_ID,
    beacon: e.BEACON,
  });
  if (refusal) throw new ConfigError(refusal);
  return config;
}

function skinMarketSettings(e: z.infer<typeof envSchema>): Config['skinMarket'] {
  if (e.SKIN_MARKET === 'waxpeer' && !e.WAXPEER_API_KEY)
    throw new Error('Invalid configuration: WAXPEER_API_KEY is required when SKIN_MARKET=waxpeer');
  return {
    kind: e.SKIN_MARKET,
    waxpeer: { apiUrl: e.WAXPEER_API_URL, apiKey: e.WAXPEER_API_KEY },
    sandboxAcceptMs: e.SANDBOX_TRADE_ACCEPT_SECONDS * 1000,
    pollIntervalMs: e.STEAM_TRADES_POLL_SECONDS * 1000,
    scheduled: e.STEAM_TRADES_SCHEDULED,
  };
}

function beaconSettings(e: z.infer<typeof envSchema>): BeaconSettings {
  switch (e.BEACON) {
    case 'local':
      return { kind: 'local', periodMs: e.LOCAL_BEACON_PERIOD_MS };
    case 'drand-quicknet':
      return { kind: 'drand-quicknet', relayUrls: e.DRAND_RELAY_URLS ?? DEFAULT_DRAND_RELAYS };
    case 'eos':
      if (!e.EOS_API_URLS)
        throw new Error('Invalid configuration: EOS_API_URLS is required when BEACON=eos');
      return { kind: 'eos', apiUrls: e.EOS_API_URLS };
  }
}

/** The configuration tests start from: in-memory PGlite, quiet logs, no client files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      // Set by the integration suite's global setup (tests/helpers/pgliteTemplate.ts).
      ...(process.env.DATA_TEMPLATE ? { DATA_TEMPLATE: process.env.DATA_TEMPLATE } : {}),
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      // A round falling on the clock mid-test would pay whoever chatted; tests pay rounds
      // themselves through the same payRound() the schedule calls.
      RAIN_SCHEDULED: 'false',
      ROUNDS_SCHEDULED: 'false',
      // Tests accrue settled wagers themselves (services.accruals.drain()), at once.
      ACCRUALS_SCHEDULED: 'false',
      ACCRUALS_AWAIT_REVEAL: 'false',
      // Tests read the profile's ledger and figures right after a bet.
      PROFILE_AWAIT_REVEAL: 'false',
      // Tests pay ended races themselves (services.races.settleEnded(now)).
      RACES_SCHEDULED: 'false',
      // Tests move trade offers themselves (services.steamTrades.poll()).
      STEAM_TRADES_SCHEDULED: 'false',
      ROUND_CHAIN_LENGTH: '1000',
    }),
    // Chains are salted a moment after publication, not minutes (a test waits for it).
    beaconTiming: { chainSaltDelayMs: 100, refundAfterMs: 30 * 60_000 },
    ...overrides,
  };
}
