import type { Hundredths } from '../../../shared/money';
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

/** How a result reads and is coloured: by its net, never by whether anything came back. */
export type NetTone = 'win' | 'loss' | 'neutral';

/** A gain is a win, a loss a loss, getting the stake back exactly neither. */
export function netTone(net: Hundredths): NetTone {
  return net > 0 ? 'win' : net < 0 ? 'loss' : 'neutral';
}

/**
 * "+0.98 gems" / "−0.80 gems" / "0.00 gems": a net result. The minus is U+2212, which
 * screen readers say as "minus" (a hyphen is often skipped).
 */
export function netWords(net: Hundredths): string {
  const sign = net > 0 ? '+' : net < 0 ? '\u2212' : '';
  return `${sign}${amountLabel(Math.abs(net))}`;
}

/** A settled bet as the player reads it: what it paid per gem staked, and what it netted. */
export interface BetResultWords {
  /** "0.20x · −0.80 gems" */
  text: string;
  tone: NetTone;
}

/**
 * "0.20x · −0.80 gems" for a 0.2x plinko bucket on 1.00, "1.98x · +0.98 gems" for a dice
 * win, "0.00x · −1.00 gem" for a loss. `multiplier` is the bet's own (4 decimals); nothing
 * paid is 0x whatever the multiplier was on offer (a mine, a missed roll).
 */
export function betResultWords(
  amount: Hundredths,
  payout: Hundredths,
  multiplier: number,
): BetResultWords {
  const net = payout - amount;
  const shown = payout > 0 ? multiplier : 0;
  return {
    text: `${formatMultiplierX(shown)} · ${netWords(net)}`,
    tone: netTone(net),
  };
}
