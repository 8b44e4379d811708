import { z } from 'zod';
import type { KycThresholds } from '../../../shared/kyc';
import { ConfigError } from '../configError';
import { type SliceEnv, withoutTrailingSlash } from '../envFields';

// What domain/cashier/card is built with, declared here below the domain.
export interface CheckoutComSettings {
  /** https://api.checkout.com, or https://api.sandbox.checkout.com for their test account. */
  apiBase: string;
  secretKey: string;
  /** The signature key of the webhook (Cko-Signature). */
  webhookSecret: string;
  /** pc_...: the processing channel of the account, when it has several. */
  processingChannelId: string | null;
  /** The billing country the page starts on (the player changes it there). */
  billingCountry: string;
}

/** Card deposits' settings (domain/cashier/card). */
export interface CardCashierConfig {
  processor:
    { kind: 'sandbox'; webhookSecret: string } | ({ kind: 'checkoutcom' } & CheckoutComSettings);
  /** The currency cards are charged in; gems per unit are CONVERSION_FACTOR. */
  currency: 'USD';
  /** Smallest and largest charge, in hundredths of the currency. */
  minCents: number;
  maxCents: number;
  /** Where the player comes back from the hosted page (the web app's return page). */
  returnUrl: string;
  /** Where the demo's hosted checkout page is served. */
  sandboxPageUrl: string;
  /** The KYC levels' thresholds, in gems deposited by card over 30 days: [above, level]. */
  kycLevels: Array<[number, number]>;
}

/** Where the demo's hosted checkout page is served, under the API (routes/cardSandbox.ts). */
export const CARD_SANDBOX_PATH = '/cashier/card/sandbox/checkout';

const cents = z.coerce.number({ error: 'must be hundredths of a dollar' }).int().min(100);

/** Card deposits (domain/cashier/card): the processor, its secrets, the charge's bounds. */
export const cardCashierEnv = {
  CARD_PROCESSOR: z.enum(['sandbox', 'checkoutcom']).default('sandbox'),
  /** Signs the demo checkout page's webhooks; any value, the page and the webhook share it. */
  CARD_SANDBOX_SECRET: z.string().min(16).default('card-sandbox-demo-secret'),
  CHECKOUT_COM_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.checkout.com'),
  CHECKOUT_COM_SECRET_KEY: z.string().min(1).optional(),
  CHECKOUT_COM_WEBHOOK_SECRET: z.string().min(1).optional(),
  CHECKOUT_COM_PROCESSING_CHANNEL_ID: z
    .string()
    .regex(/^pc_\w{26}$/, { error: 'must be a processing channel id (pc_...)' })
    .optional(),
  CHECKOUT_COM_BILLING_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code' })
    .default('GB'),
  CARD_DEPOSIT_MIN_CENTS: cents.default(500),
  CARD_DEPOSIT_MAX_CENTS: cents.default(100_000),
};

type CardEnv = SliceEnv<typeof cardCashierEnv>;

export interface CardCashierSlice {
  /** Card deposits through a processor's hosted page (domain/cashier/card). */
  cardCashier: CardCashierConfig;
}

export function cardCashierConfig(
  e: CardEnv,
  siteOrigin: string,
  /** The KYC levels' thresholds (config.kyc): deposits by card pass the same ones. */
  kyc: KycThresholds,
): CardCashierSlice {
  if (e.CARD_DEPOSIT_MAX_CENTS < e.CARD_DEPOSIT_MIN_CENTS)
    throw new ConfigError(
      'Invalid configuration: CARD_DEPOSIT_MAX_CENTS must be at least CARD_DEPOSIT_MIN_CENTS',
    );
  return {
    cardCashier: {
      processor: processorOf(e),
      currency: 'USD',
      minCents: e.CARD_DEPOSIT_MIN_CENTS,
      maxCents: e.CARD_DEPOSIT_MAX_CENTS,
      returnUrl: `${siteOrigin}/cashier/card/return`,
      sandboxPageUrl: `${siteOrigin}/api${CARD_SANDBOX_PATH}`,
      kycLevels: [
        [kyc.level1Above, 1],
        [kyc.level2Above, 2],
        [kyc.level3Above, 3],
      ],
    },
  };
}

function processorOf(e: CardEnv): CardCashierConfig['processor'] {
  if (e.CARD_PROCESSOR === 'sandbox')
    return { kind: 'sandbox', webhookSecret: e.CARD_SANDBOX_SECRET };
  if (!e.CHECKOUT_COM_SECRET_KEY || !e.CHECKOUT_COM_WEBHOOK_SECRET)
    throw new ConfigError(
      'Invalid configuration: CHECKOUT_COM_SECRET_KEY and CHECKOUT_COM_WEBHOOK_SECRET are required when CARD_PROCESSOR=checkoutcom',
    );
  return {
    kind: 'checkoutcom',
    apiBase: withoutTrailingSlash(e.CHECKOUT_COM_API_BASE),
    secretKey: e.CHECKOUT_COM_SECRET_KEY,
    webhookSecret: e.CHECKOUT_COM_WEBHOOK_SECRET,
    processingChannelId: e.CHECKOUT_COM_PROCESSING_CHANNEL_ID ?? null,
    billingCountry: e.CHECKOUT_COM_BILLING_COUNTRY,
  };
}
