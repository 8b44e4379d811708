import { roundHundredthsFairly } from '../../fair';
import { COIN_FLIP_FEE_PERCENT, COIN_FLIP_STAKE_MAX, COIN_FLIP_STAKE_MIN } from './limits';
import { isCoinSide, type CoinSide } from './sides';

// What a flip pays, in whole hundredths. Both seats stake the same amount, so the pot is
// twice the stake; the house keeps 5% of it, rounded fairly to the hundredth with the
// flip's rounding float (the second float of its beacon draw), so the winner gets exactly
// 95% of the pot on average at any stake, and the winner takes the rest. Fee plus payout
// is the pot exactly, so no hundredth is made or lost.

/** Why a stake cannot be played, in words for the player; null when it can. */
export function coinFlipStakeError(stake: number): string | null {
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    return 'The stake must be a positive whole number of hundredths (150 = 1.50)';
  }
  if (stake < COIN_FLIP_STAKE_MIN) return 'The stake must be at least 0.10';
  if (stake > COIN_FLIP_STAKE_MAX) return 'The stake must be at most 10,000.00';
  return null;
}

function assertStake(stake: number): void {
  const error = coinFlipStakeError(stake);
  if (error) throw new RangeError(error);
}

/** Both stakes together. */
export function coinFlipPot(stake: number): number {
  assertStake(stake);
  return 2 * stake;
}

/**
 * The house's 5% of the pot, rounded fairly with `roundingFloat`. A float of 0 rounds it
 * up: the least the winner can get, which the form shows before a flip.
 */
export function coinFlipFee(stake: number, roundingFloat: number): number {
  return roundHundredthsFairly(
    BigInt(coinFlipPot(stake)) * BigInt(COIN_FLIP_FEE_PERCENT),
    100n,
    roundingFloat,
  );
}

/** What the winner receives: the pot less the fee (2 x stake less 5%). */
export function coinFlipPayout(stake: number, roundingFloat: number): number {
  return coinFlipPot(stake) - coinFlipFee(stake, roundingFloat);
}

export type CoinFlipSeat = 'creator' | 'joiner';

export interface CoinFlipSettlement {
  winningSide: CoinSide;
  /** The seat that chose the winning side (the joiner's seat is the bot's in a bot game). */
  winner: CoinFlipSeat;
  pot: number;
  fee: number;
  payout: number;
}

/**
 * A flipped game's money: who won and what moves. In a bot game the house holds the
 * joiner's seat; when it wins, the pot stays with the house (its fee included).
 */
export function settleCoinFlip(
  stake: number,
  creatorSide: CoinSide,
  winningSide: CoinSide,
  roundingFloat: number,
): CoinFlipSettlement {
  if (!isCoinSide(creatorSide) || !isCoinSide(winningSide)) {
    throw new RangeError('A side is "CT" or "T"');
  }
  const pot = coinFlipPot(stake);
  const fee = coinFlipFee(stake, roundingFloat);
  return {
    winningSide,
    winner: creatorSide === winningSide ? 'creator' : 'joiner',
    pot,
    fee,
    payout: pot - fee,
  };
}
