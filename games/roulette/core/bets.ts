import { assertWholeNumber } from '../../fair/exactMath';
import { slotKind } from './slots';

// What a player can bet on and what it pays (docs/games/roulette.md, "Bets"). Every option pays a
// whole multiple of the stake, so a payout is exact integer hundredths with no rounding,
// and each option returns 14/15 = 93.33% of what is staked on it.

export const ROULETTE_BET_KINDS = ['RED', 'BLACK', 'GREEN', 'BAIT'] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** Whole multiples of the stake a win pays (stake included). */
export const ROULETTE_MULTIPLIERS: Readonly<Record<RouletteBetKind, number>> = Object.freeze({
  RED: 2,
  BLACK: 2,
  GREEN: 14,
  BAIT: 7,
});

export function isRouletteBetKind(kind: unknown): kind is RouletteBetKind {
  return typeof kind === 'string' && (ROULETTE_BET_KINDS as readonly string[]).includes(kind);
}

/** RED wins on red and the red bait, BLACK on black and the black bait, BAIT on either bait. */
export function betWins(kind: RouletteBetKind, slot: number): boolean {
  const landed = slotKind(slot);
  switch (kind) {
    case 'RED':
      return landed === 'RED' || landed === 'RED_BAIT';
    case 'BLACK':
      return landed === 'BLACK' || landed === 'BLACK_BAIT';
    case 'GREEN':
      return landed === 'GREEN';
    case 'BAIT':
      return landed === 'RED_BAIT' || landed === 'BLACK_BAIT';
  }
}

/**
 * What a bet of `amount` hundredths on `kind` pays when `slot` comes up: amount x the
 * multiplier on a win, 0 on a loss. A jackpot share comes on top (see jackpot.ts).
 */
export function betPayout(kind: RouletteBetKind, amount: number, slot: number): number {
  assertWholeNumber(amount, 'Amount');
  if (!betWins(kind, slot)) return 0;
  const payout = amount * ROULETTE_MULTIPLIERS[kind];
  if (!Number.isSafeInteger(payout)) throw new RangeError('The payout is too large');
  return payout;
}
