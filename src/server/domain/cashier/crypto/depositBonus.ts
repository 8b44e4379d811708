import type { CashierBonuses } from '../../../../shared/contract/cashier';
import { CONVERSION_FACTOR } from '../../../../shared/money';
import type { CryptoCashierDeps } from './cryptoCashierDeps';

type DepositBonus = Awaited<ReturnType<CryptoCashierDeps['depositBonusesOf']>>[number];

/** The player's bonuses as the cashier shows them (withdrawals have none). */
export async function bonusesOf(deps: CryptoCashierDeps, userId: string): Promise<CashierBonuses> {
  return {
    deposit: await deps.depositBonusesOf(userId),
    withdraw: [],
    conversion: CONVERSION_FACTOR,
  };
}

/** The bonuses' factors together, in basis points (+5% -> 500). */
export function bonusBps(bonuses: readonly DepositBonus[]): number {
  return bonuses.reduce((sum, b) => sum + Math.round(b.factor * 10_000), 0);
}
