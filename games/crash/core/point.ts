import { floatFromBytes, hmacSha256 } from '../../fair';

// The crash point of a round (docs/games/crash.md, "Crash point"): h = HMAC_SHA256(key = round
// hash, message = salt), both as text; n = the first 4 bytes of h (its first 8 hex characters) as
// an unsigned integer; crash = max(1, floor(2^32 / (n + 1) * 0.99 * 100) / 100). In hundredths that
// is max(100, floor(99 * 2^32 / (n + 1))), computed exactly: both numbers are whole and below 2^53,
// so integer division in BigInt is the formula itself.

const TWO_POW_32 = 2n ** 32n;
/** 0.99 * 100: the 1% edge, in hundredths. */
const RETURN_E2 = 99n;

/** The highest crash point there is (n = 0): 4,252,017,623.04x. */
export const CRASH_POINT_MAX_E2 = Number(RETURN_E2 * TWO_POW_32);

/** The crash point in hundredths from n, the first 4 bytes of h read as an unsigned integer. */
export function crashPointE2FromInt(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 0xffff_ffff) {
    throw new RangeError('n must be a whole number from 0 to 2^32 - 1');
  }
  const raw = Number((RETURN_E2 * TWO_POW_32) / BigInt(n + 1));
  return Math.max(100, raw);
}

/** The crash point in hundredths from h, as its bytes or its hex text. */
export function crashPointE2FromHmac(h: Uint8Array | string): number {
  if (typeof h === 'string') {
    if (!/^[0-9a-f]{8}/i.test(h)) throw new RangeError('h must start with 8 hex characters');
    return crashPointE2FromInt(Number.parseInt(h.slice(0, 8), 16));
  }
  if (h.length < 4) throw new RangeError('h must have at least 4 bytes');
  // Big-endian, as the first 8 hex characters read: h[0] is the most significant byte.
  const n = ((h[0]! << 24) >>> 0) + (h[1]! << 16) + (h[2]! << 8) + h[3]!;
  return crashPointE2FromInt(n);
}

/** h of a round: HMAC-SHA256 keyed with the round's hash (lowercase hex text) over the salt. */
export function crashRoundHmac(roundHash: string, salt: string): Uint8Array {
  return hmacSha256(roundHash.toLowerCase(), salt);
}

/** A round's crash point in hundredths from its hash in the chain and the public salt. */
export function crashPointE2FromRound(roundHash: string, salt: string): number {
  return crashPointE2FromHmac(crashRoundHmac(roundHash, salt));
}

/**
 * The float that rounds a player's cash-out in a round fairly: the first float of
 * HMAC_SHA256(key = round hash, message = `${salt}:${userId}`). Each player has their own, so
 * no cash-out shown during a round tells which way anyone else's will round; secret until
 * the round ends, like h.
 */
export function crashRoundingFloat(roundHash: string, salt: string, userId: string): number {
  return floatFromBytes(hmacSha256(roundHash.toLowerCase(), `${salt}:${userId}`), 0);
}
