import type { Hundredths } from '../../../shared/money';

/** A deposit or withdrawal bonus as `GET /cashier/bonuses` lists it (factor 0.05 = +5%). */
export interface CashierBonus {
  type: string;
  factor: number;
}

/** 0.05 -> "5%", 0.025 -> "2.5%". */
export function bonusPercent(factor: number): string {
  return `${Math.round(factor * 10_000) / 100}%`;
}

/** The bonus as the cashier shows it: "+5% REFERRAL". */
export function bonusLabel(bonus: CashierBonus): string {
  return `+${bonusPercent(bonus.factor)} ${bonus.type}`;
}

/** The bonuses that add something (a factor of 0 means none applies). */
export function activeBonuses<T extends CashierBonus>(bonuses: readonly T[]): T[] {
  return bonuses.filter((bonus) => bonus.factor > 0);
}

/**
 * Gems the bonuses add to a deposit worth `amount`: their factors summed in basis points,
 * then the total rounded down to the hundredth once (as the server credits it).
 */
export function bonusAmount(amount: Hundredths, bonuses: readonly CashierBonus[]): Hundredths {
  if (!(amount > 0)) return 0;
  const bps = activeBonuses(bonuses).reduce(
    (sum, bonus) => sum + Math.round(bonus.factor * 10_000),
    0,
  );
  return Math.floor((amount * bps) / 10_000);
}
