import type { CheckoutComSettings } from './checkoutCom';

/** Card deposits' settings (config/slices/cardCashier.ts). */
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
