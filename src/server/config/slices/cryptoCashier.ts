import { z } from 'zod';
import type { KycThresholds } from '../../../shared/kyc';
import { ConfigError } from '../configError';
import { hundredths, type SliceEnv, withoutTrailingSlash } from '../envFields';

/** One coin on one chain, as the cashier offers it. */
export interface CryptoMethodConfig {
  symbol: string;
  name: string;
  blockchain: string;
  /** The processor's own currency code for this coin on this chain (NOWPayments: "usdttrc20"). */
  providerCode: string;
  /** CoinGecko's id of the coin, for the real price feed. */
  priceId: string;
  /** Decimals a withdrawal's coin amount is cut to. */
  decimals: number;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** Smallest deposit credited, in coin. */
  minDeposit: string;
  /** Withdrawal fee in gem hundredths, taken from the withdrawn amount. */
  withdrawFee: number;
}

/**
 * The methods table (its defaults, changed here; docs/games/README.md, "Cashier"): what can be
 * deposited and withdrawn, on which chain, with how many confirmations and what withdrawal fee.
 */
export const CRYPTO_METHODS: readonly CryptoMethodConfig[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    blockchain: 'BTC',
    providerCode: 'btc',
    priceId: 'bitcoin',
    decimals: 8,
    confirmations: 2,
    minDeposit: '0.0001',
    withdrawFee: 700,
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    blockchain: 'ERC20',
    providerCode: 'eth',
    priceId: 'ethereum',
    decimals: 8,
    confirmations: 12,
    minDeposit: '0.002',
    withdrawFee: 350,
  },
  {
    symbol: 'LTC',
    name: 'Litecoin',
    blockchain: 'LTC',
    providerCode: 'ltc',
    priceId: 'litecoin',
    decimals: 8,
    confirmations: 6,
    minDeposit: '0.01',
    withdrawFee: 70,
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    blockchain: 'SOL',
    providerCode: 'sol',
    priceId: 'solana',
    decimals: 8,
    confirmations: 1,
    minDeposit: '0.01',
    withdrawFee: 14,
  },
  {
    symbol: 'USDT',
    name: 'Tether',
    blockchain: 'TRC20',
    providerCode: 'usdttrc20',
    priceId: 'tether',
    decimals: 6,
    confirmations: 20,
    minDeposit: '1',
    withdrawFee: 140,
  },
  {
    symbol: 'USDT',
    name: 'Tether',
    blockchain: 'ERC20',
    providerCode: 'usdterc20',
    priceId: 'tether',
    decimals: 6,
    confirmations: 12,
    minDeposit: '5',
    withdrawFee: 700,
  },
];

export interface CryptoCashierConfig {
  provider:
    | { kind: 'sandbox' }
    | {
        kind: 'nowpayments';
        apiBase: string;
        apiKey: string;
        ipnSecret: string;
        /** Payouts need a JWT from these (NOWPayments' /v1/auth). */
        email: string | null;
        password: string | null;
        /**
         * The account's 2FA secret (base32): each payout is verified with its current code.
         * Null: payouts wait in NOWPayments until an operator verifies them there.
         */
        payoutTwoFactorSecret: string | null;
      };
  priceFeed: { kind: 'sandbox' } | { kind: 'coingecko'; apiBase: string; apiKey: string | null };
  /** How often the leader reads the rates from the feed. */
  ratesIntervalMs: number;
  /** Rates older than this price nothing: the cashier answers 503 until fresh ones come. */
  ratesMaxAgeMs: number;
  /** Where the provider posts its notices (the site's own webhook route). */
  webhookUrl: string;
  /** Smallest withdrawal in hundredths (fee included). */
  withdrawMin: number;
  /** A withdrawal above this many hundredths waits for an operator. */
  approvalAbove: number;
  /** [amount above which, KYC level needed], ascending. */
  kycLevels: ReadonlyArray<readonly [number, number]>;
  /** Gems to wager after each deposit, per gem of it, before a withdrawal (1 = 1x; wageringRule.ts). */
  wagerFactor: number;
  methods: readonly CryptoMethodConfig[];
}

/** Crypto deposits and withdrawals (domain/cashier/crypto): processor, rates, limits. */
export const cryptoCashierEnv = {
  CRYPTO_PROVIDER: z.enum(['sandbox', 'nowpayments']).default('sandbox'),
  NOWPAYMENTS_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.nowpayments.io'),
  NOWPAYMENTS_API_KEY: z.string().min(1).optional(),
  NOWPAYMENTS_IPN_SECRET: z.string().min(1).optional(),
  NOWPAYMENTS_EMAIL: z.string().min(1).optional(),
  NOWPAYMENTS_PASSWORD: z.string().min(1).optional(),
  NOWPAYMENTS_PAYOUT_2FA_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,}=*$/i, { error: 'must be the base32 2FA secret' })
    .optional(),
  CRYPTO_PRICE_FEED: z.enum(['sandbox', 'coingecko']).default('sandbox'),
  COINGECKO_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  CRYPTO_RATES_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  CRYPTO_RATES_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  CRYPTO_WITHDRAW_MIN: hundredths.min(0).default(1_000),
  CRYPTO_WITHDRAW_APPROVAL_ABOVE: hundredths.min(0).default(50_000),
  CRYPTO_WAGER_FACTOR: z.coerce.number().min(0).max(100).default(1),
};

type CryptoEnv = SliceEnv<typeof cryptoCashierEnv>;

export interface CryptoCashierSlice {
  /** Crypto deposits and withdrawals: provider, price feed, limits (domain/cashier/crypto). */
  cryptoCashier: CryptoCashierConfig;
}

export function cryptoCashierConfig(
  e: CryptoEnv,
  siteOrigin: string,
  /** The KYC levels' withdrawal thresholds (config.kyc), so the page and the rule agree. */
  kyc: KycThresholds,
): CryptoCashierSlice {
  const provider = paymentProvider(e);
  if (e.CRYPTO_RATES_MAX_AGE_SECONDS <= e.CRYPTO_RATES_SECONDS)
    throw new ConfigError(
      'Invalid configuration: CRYPTO_RATES_MAX_AGE_SECONDS must be more than CRYPTO_RATES_SECONDS',
    );
  return {
    cryptoCashier: {
      provider,
      priceFeed:
        e.CRYPTO_PRICE_FEED === 'sandbox'
          ? { kind: 'sandbox' }
          : {
              kind: 'coingecko',
              apiBase: withoutTrailingSlash(e.COINGECKO_API_BASE),
              apiKey: e.COINGECKO_API_KEY ?? null,
            },
      ratesIntervalMs: e.CRYPTO_RATES_SECONDS * 1000,
      ratesMaxAgeMs: e.CRYPTO_RATES_MAX_AGE_SECONDS * 1000,
      webhookUrl: `${siteOrigin}/api/cashier/crypto/webhook`,
      withdrawMin: e.CRYPTO_WITHDRAW_MIN,
      approvalAbove: e.CRYPTO_WITHDRAW_APPROVAL_ABOVE,
      kycLevels: [
        [kyc.level1Above, 1],
        [kyc.level2Above, 2],
        [kyc.level3Above, 3],
      ],
      wagerFactor: e.CRYPTO_WAGER_FACTOR,
      methods: CRYPTO_METHODS,
    },
  };
}

function paymentProvider(e: CryptoEnv): CryptoCashierConfig['provider'] {
  if (e.CRYPTO_PROVIDER === 'sandbox') return { kind: 'sandbox' };
  if (!e.NOWPAYMENTS_API_KEY || !e.NOWPAYMENTS_IPN_SECRET)
    throw new ConfigError(
      'Invalid configuration: NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET are required when CRYPTO_PROVIDER=nowpayments',
    );
  return {
    kind: 'nowpayments',
    apiBase: withoutTrailingSlash(e.NOWPAYMENTS_API_BASE),
    apiKey: e.NOWPAYMENTS_API_KEY,
    ipnSecret: e.NOWPAYMENTS_IPN_SECRET,
    email: e.NOWPAYMENTS_EMAIL ?? null,
    password: e.NOWPAYMENTS_PASSWORD ?? null,
    payoutTwoFactorSecret: e.NOWPAYMENTS_PAYOUT_2FA_SECRET ?? null,
  };
}
