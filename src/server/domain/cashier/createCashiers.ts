import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Accounts } from '../accounts';
import type { CatalogueItems } from '../cases';
import type { DomainEventBus } from '../events';
import type { Notifications } from '../notifications';
import type { Wallet } from '../wallet';
import { createCardCashier } from './card/createCardCashier';
import { createCryptoCashier } from './crypto/createCryptoCashier';
import { createSkinDeposits } from './skins/createSkinDeposits';

/** What the three doors of the cashier share: the wallet, the notices, who a player is. */
export interface CashierWiring {
  db: Database;
  wallet: Wallet;
  notifications: Notifications;
  events: DomainEventBus;
  accounts: Accounts;
  catalogue: CatalogueItems;
  /** The deposit bonuses a player's referral gives (affiliates). */
  depositBonusesOf: (userId: string) => Promise<Array<{ type: 'REFERRAL'; factor: number }>>;
}

/** The cashier's doors (crypto, card, skins) as the configuration names them. */
export function createCashiers(
  config: Pick<Config, 'cryptoCashier' | 'cardCashier' | 'skinDeposits'>,
  wiring: CashierWiring,
) {
  const { db, wallet, notifications, events, accounts, catalogue, depositBonusesOf } = wiring;
  const rolesOf = (userId: string) => accounts.rolesOf(userId);
  return {
    cryptoCashier: createCryptoCashier(config.cryptoCashier, {
      db,
      wallet,
      notifications,
      events,
      depositBonusesOf,
      rolesOf,
    }),
    cardCashier: createCardCashier(config.cardCashier, {
      db,
      wallet,
      notifications,
      accounts,
      depositBonusesOf,
    }),
    skinDeposits: createSkinDeposits(config.skinDeposits, {
      db,
      wallet,
      notifications,
      accounts,
      catalogue,
      depositBonusesOf,
      rolesOf,
    }),
  };
}
