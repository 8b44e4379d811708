import type { Database } from '../../../db/client';
import { autocommit } from '../../../db/transaction';
import type { DomainEventBus } from '../../events';
import type { Notifications } from '../../notifications';
import type { Wallet } from '../../wallet';
import type { CryptoCashierConfig } from './cryptoConfig';
import { CryptoCashier, type KycLevelOf } from './cryptoCashier';
import { KYC_LEVEL } from './cryptoSql';
import { CoinGeckoPriceFeed, SandboxPriceFeed } from './cryptoPriceFeed';
import { CryptoRates } from './cryptoRates';
import { NowPaymentsProvider } from './nowPayments';
import type { PaymentProvider } from './paymentProvider';
import { SandboxPaymentProvider } from './sandboxProvider';
import { withdrawalTwoFactor } from './withdrawalTwoFactor';

export interface CryptoCashierWiring {
  db: Database;
  wallet: Wallet;
  notifications: Notifications;
  events: DomainEventBus;
  depositBonusesOf: (userId: string) => Promise<Array<{ type: 'REFERRAL'; factor: number }>>;
  rolesOf: (userId: string) => Promise<string[]>;
  /** Defaults to the users table's KYC level. */
  kycLevelOf?: KycLevelOf;
  /** Tests pass a provider of their own (a recorded NOWPayments, a failing sandbox). */
  provider?: PaymentProvider;
}

/** The provider and the price feed the configuration names; the sandboxes by default. */
export function createCryptoCashier(config: CryptoCashierConfig, wiring: CryptoCashierWiring) {
  const provider =
    wiring.provider ??
    (config.provider.kind === 'sandbox'
      ? new SandboxPaymentProvider()
      : new NowPaymentsProvider(config.provider, config.methods));
  const feed =
    config.priceFeed.kind === 'sandbox'
      ? new SandboxPriceFeed()
      : new CoinGeckoPriceFeed(config.priceFeed);
  const rates = new CryptoRates(feed, config.methods, config.ratesMaxAgeMs);
  const kycLevelOf: KycLevelOf =
    wiring.kycLevelOf ??
    (async (userId) => {
      const [row] = await autocommit(wiring.db, (tx) =>
        tx.query<{ level: number }>(KYC_LEVEL, [userId]),
      );
      return row?.level ?? 0;
    });
  return new CryptoCashier({
    db: wiring.db,
    wallet: wiring.wallet,
    notifications: wiring.notifications,
    events: wiring.events,
    provider,
    rates,
    config,
    depositBonusesOf: wiring.depositBonusesOf,
    kycLevelOf,
    spendWithdrawalCode: withdrawalTwoFactor(wiring.db),
    rolesOf: wiring.rolesOf,
  });
}
