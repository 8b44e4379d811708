// The coin's two sides and which one a game's float shows. A coin flip draws one float,
// (round 0, seat 0) of the beacon draw (games/fair/beaconDraw.ts):
// f < 0.5 shows CT, f >= 0.5 shows T. Floats are whole multiples of 2^-32, so exactly
// half of them (2^31, every first byte below 128) fall on each side: a fair coin, exactly.

export const COIN_SIDES = ['CT', 'T'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/**
 * The beacon draw's round and seat whose floats decide the flip: a flip has one draw. Its
 * first float is the side, its second rounds the fee fairly (payout.ts).
 */
export const COIN_FLIP_DRAW = { round: 0, seat: 0 } as const;

export function isCoinSide(value: unknown): value is CoinSide {
  return value === 'CT' || value === 'T';
}

/** The side the joiner (a player or the bot) takes: the one the creator left. */
export function otherSide(side: CoinSide): CoinSide {
  if (!isCoinSide(side)) throw new RangeError('A side is "CT" or "T"');
  return side === 'CT' ? 'T' : 'CT';
}

/** The side a float in [0, 1) shows: CT below one half, T from one half on. */
export function coinFlipSide(float: number): CoinSide {
  if (typeof float !== 'number' || !(float >= 0 && float < 1)) {
    throw new RangeError('A flip float must be a number from 0 up to (not including) 1');
  }
  return float < 0.5 ? 'CT' : 'T';
}
