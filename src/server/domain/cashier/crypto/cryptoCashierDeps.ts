import type { CryptoTransaction } from '../../../../shared/contract/cashierCrypto';
import type { Database } from '../../../db/client';
import type { DomainEventBus } from '../../events';
import type { Notifications } from '../../notifications';
import type { Wallet } from '../../wallet';
import type { CryptoCashierConfig } from './cryptoConfig';
import type { CryptoRates } from './cryptoRates';
import type { PaymentProvider } from './paymentProvider';
import type { WithdrawalCodeCheck } from './withdrawalTwoFactor';

import type { KycLevelOf } from '../deposits/kycLevels';

export type { KycLevelOf };

export interface CryptoCashierDeps {
  db: Database;
  wallet: Wallet;
  notifications: Notifications;
  /** Each committed change of a row is told here ('cashier.crypto-transaction'). */
  events: DomainEventBus;
  provider: PaymentProvider;
  rates: CryptoRates;
  config: CryptoCashierConfig;
  /** The player's deposit bonuses (affiliates: REFERRAL +5%). */
  depositBonusesOf: (userId: string) => Promise<Array<{ type: 'REFERRAL'; factor: number }>>;
  kycLevelOf: KycLevelOf;
  /** Spends a fresh 2FA code in the withdrawal's transaction (withdrawalTwoFactor.ts). */
  spendWithdrawalCode: WithdrawalCodeCheck;
  rolesOf: (userId: string) => Promise<string[]>;
}

export interface CryptoTransactionEvent {
  userId: string;
  transaction: CryptoTransaction;
}
