// Hundredths is a type-only import: src/shared/money.ts also builds zod schemas at module
// level, and importing its values would pull all of zod into the lobby's first chunk.
// `amount.test.ts` checks formatAmount against the shared formatGems for many values.
import type { Hundredths } from '../../shared/money';

/** "1,234.56": two decimals, thousands separators; the gem icon is drawn separately. */
export function formatAmount(amount: Hundredths): string {
  const abs = Math.abs(Math.trunc(amount));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}.${cents}`;
}

/** "+1.50" / "-1.50" / "0.00": for changes in a balance, where the direction matters. */
export function formatSignedAmount(amount: Hundredths): string {
  return amount > 0 ? `+${formatAmount(amount)}` : formatAmount(amount);
}

/** The unit's name, for screen readers that cannot see the icon. */
export function gemUnit(amount: Hundredths): string {
  return Math.abs(amount) === 100 ? 'gem' : 'gems';
}

/** Text for screen readers, where the icon is invisible: "1,234.56 gems". */
export function amountLabel(amount: Hundredths): string {
  return `${formatAmount(amount)} ${gemUnit(amount)}`;
}

/** Multiplier in hundredths, shown with an "x": 250 -> "2.50x". */
export function formatMultiplier(multiplierHundredths: number): string {
  return `${formatAmount(multiplierHundredths)}x`;
}
