import type { Hundredths } from '../../../shared/money';
import { bonusAmount, type CashierBonus } from './bonuses';
import { coinsForGems, gemsForCoins, parseCoins, parseGems } from './conversion';

/** Which of the calculator's two inputs the player typed in last (the other follows it). */
export type QuoteSource = { field: 'gems' | 'coins'; text: string };

export interface DepositQuote {
  gemsText: string;
  coinsText: string;
  /** Gems the coins buy, before bonuses (0 while an input is empty or invalid). */
  gems: Hundredths;
  bonus: Hundredths;
  /** The typed input is not a number of its kind. */
  invalid: boolean;
}

/** Hundredths as an input's text: 9100 -> "91.00". */
export function gemsInputText(amount: Hundredths): string {
  return (amount / 100).toFixed(2);
}

/**
 * The deposit calculator: what the typed side is worth on the other side at the live rate,
 * and the bonuses on top. Typing gems quotes the coins rounded up (send at least that).
 */
export function depositQuote(
  source: QuoteSource,
  usdPerCoin: number,
  gemsPerUsd: number,
  bonuses: readonly CashierBonus[],
): DepositQuote {
  const blank = source.text.trim() === '';
  if (source.field === 'gems') {
    const gems = parseGems(source.text);
    const coinsText = gems ? coinsForGems(gems, usdPerCoin, gemsPerUsd, 'up') : '';
    return {
      gemsText: source.text,
      coinsText,
      gems: gems ?? 0,
      bonus: bonusAmount(gems ?? 0, bonuses),
      invalid: !blank && gems === null,
    };
  }
  const coins = parseCoins(source.text);
  const gems = coins ? gemsForCoins(coins, usdPerCoin, gemsPerUsd) : 0;
  return {
    gemsText: coins ? gemsInputText(gems) : '',
    coinsText: source.text,
    gems,
    bonus: bonusAmount(gems, bonuses),
    invalid: !blank && coins === null,
  };
}
