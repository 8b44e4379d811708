import { amountLabel } from '../../ui/amount';

/** 6321 -> "63.21": rolls and targets are hundredths of a point. */
export function formatPoints(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/** 4950 -> "49.50%": chances are hundredths of a percent. */
export function formatChance(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}%`;
}

/** 1.98 -> "1.98x"; `decimals` 4 for dice's multiplier field. Values are floored, never rounded up. */
export function formatMultiplierX(multiplier: number, decimals = 2): string {
  const scale = 10 ** decimals;
  // The epsilon keeps 1.1 (stored as 1.0999…) from flooring to 1.09.
  return `${(Math.floor(multiplier * scale + 1e-6) / scale).toFixed(decimals)}x`;
}

/** A multiplier in ten-thousandths (the cores' E4 values) as a plain number: 19800 -> 1.98. */
export function fromE4(multiplierE4: number): number {
  return multiplierE4 / 10_000;
}

/** "you won 1.98 gems" / "you lost 1.00 gem": the end of every announcement. */
export function outcomeWords(amount: number, payout: number): string {
  return payout > 0 ? `you won ${amountLabel(payout)}` : `you lost ${amountLabel(amount)}`;
}
