import { z } from 'zod';
import type { KycThresholds } from '../../../shared/kyc';
import { CRYPTO_METHODS, type CryptoCashierConfig } from '../../domain/cashier/crypto/cryptoConfig';
import { ConfigError } from '../configError';
import { hundredths, type SliceEnv, withoutTrailingSlash } from '../envFields';

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
