import type { Database } from '../../../db/client';
import type { Accounts } from '../../accounts';
import type { CatalogueItems } from '../../cases';
import type { Notifications } from '../../notifications';
import type { Wallet } from '../../wallet';
import type { KycLevelOf } from '../deposits/kycLevels';
import type { SkinDepositConfig } from './skinDepositConfig';
import type { SkinDepositProvider } from './skinDepositProvider';
import type { SteamInventory } from './steamInventory';

export interface SkinDepositDeps {
  db: Database;
  wallet: Wallet;
  notifications: Notifications;
  /** Ends a frozen player's sessions (deposits/accountFreeze.ts). */
  accounts: Pick<Accounts, 'revokeSessionsIn' | 'sessionsEnded'>;
  /** Values each skin (catalogueItems.byMarketName). */
  catalogue: Pick<CatalogueItems, 'byMarketName'>;
  inventory: SteamInventory;
  provider: SkinDepositProvider;
  config: SkinDepositConfig;
  /** The player's deposit bonuses (affiliates: REFERRAL +5%), as every deposit gets them. */
  depositBonusesOf: (userId: string) => Promise<Array<{ type: 'REFERRAL'; factor: number }>>;
  kycLevelOf: KycLevelOf;
  /** Whose right an operator's decision needs (accounts.rolesOf). */
  rolesOf: (userId: string) => Promise<string[]>;
  now: () => Date;
}
