import { floatFromBytes, hmacSha256 } from '../../fair';
import { ROULETTE_SLOT_COUNT } from './slots';

// The slot of a round (docs/games/fairness.md, "Round chains"): h = HMAC_SHA256(key = round hash,
// message = salt), both as text; f from h's first 4 bytes as every game reads a float
// (games/fair/floats.ts); slot = floor(f * 15). f is a multiple of 2^-32 below 1, so f * 15 is
// exact in a double and the floor never rounds the wrong way.

/** The slot from h (at least its first 4 bytes). */
export function rouletteSlotFromHmac(h: ArrayLike<number>): number {
  if (h.length < 4) throw new RangeError('h must have at least 4 bytes');
  return Math.floor(floatFromBytes(h, 0) * ROULETTE_SLOT_COUNT);
}

/** h of a round: HMAC-SHA256 keyed with the round's hash (hex text) over the salt (text). */
export function rouletteRoundHmac(roundHash: string, salt: string): Uint8Array {
  return hmacSha256(roundHash, salt);
}

/** A round's slot from its hash in the chain and the public salt. */
export function rouletteSlotFromRound(roundHash: string, salt: string): number {
  return rouletteSlotFromHmac(rouletteRoundHmac(roundHash, salt));
}

/** A round's slot and where across its face the strip stops (bytes 4..7 of h). */
export function rouletteRoll(
  roundHash: string,
  salt: string,
): { slot: number; landingOffset: number } {
  const h = rouletteRoundHmac(roundHash, salt);
  return { slot: rouletteSlotFromHmac(h), landingOffset: floatFromBytes(h, 4) };
}

/**
 * The float that rounds a round's jackpot feed fairly: h's bytes 8..11, the next float after
 * the slot's (0..3) and the landing's (4..7).
 */
export function rouletteRoundingFloat(roundHash: string, salt: string): number {
  return floatFromBytes(rouletteRoundHmac(roundHash, salt), 8);
}
