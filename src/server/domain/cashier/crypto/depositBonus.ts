import type { CashierBonuses } from '../../../../shared/contract/cashier';
import { CONVERSION_FACTOR } from '../../../../shared/money';
import type { CryptoCashierDeps } from './cryptoCashierDeps';

/** The player's bonuses as the cashier shows them (withdrawals have none). */
export async function bonusesOf(deps: CryptoCashierDeps, userId: string): Promise<CashierBonuses> {
  return {
    deposit: await deps.depositBonusesOf(userId),
    withdraw: [],
    conversion: CONVERSION_FACTOR,
  };
}
