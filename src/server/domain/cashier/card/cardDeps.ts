import type { Database } from '../../../db/client';
import type { Accounts } from '../../accounts';
import type { Notifications } from '../../notifications';
import type { Wallet } from '../../wallet';
import type { KycLevelOf } from '../deposits/kycLevels';
import type { CardCashierConfig } from './cardConfig';
import type { CardProcessor } from './cardProcessor';

export interface CardCashierDeps {
  db: Database;
  wallet: Wallet;
  notifications: Notifications;
  /** Ends a frozen player's sessions (accountFreeze.ts). */
  accounts: Pick<Accounts, 'revokeSessionsIn' | 'sessionsEnded'>;
  processor: CardProcessor;
  config: CardCashierConfig;
  /** The player's deposit bonuses (affiliates: REFERRAL +5%), as crypto deposits get them. */
  depositBonusesOf: (userId: string) => Promise<Array<{ type: 'REFERRAL'; factor: number }>>;
  kycLevelOf: KycLevelOf;
}
