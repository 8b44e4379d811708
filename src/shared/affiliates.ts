/**
 * The affiliate programme's rules, pure so the pages show exactly what the server applies:
 * what a referral code may look like, what a referred player gets and what an affiliate
 * earns from their wagers.
 */

/** Codes: 3-16 of a-z, 0-9, '_' and '-', compared and stored lowercase. */
export const AFFILIATE_CODE_MIN = 3;
export const AFFILIATE_CODE_MAX = 16;
const CODE_PATTERN = /^[a-z0-9_-]{3,16}$/;

/** The code as stored and compared: trimmed and lowercase. */
export function normalizeAffiliateCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Why a code cannot be used, or null when it can (checked on the normalized code). */
export function affiliateCodeProblem(code: string): string | null {
  const normalized = normalizeAffiliateCode(code);
  if (normalized.length < AFFILIATE_CODE_MIN)
    return `A code has at least ${AFFILIATE_CODE_MIN} characters`;
  if (normalized.length > AFFILIATE_CODE_MAX)
    return `A code has at most ${AFFILIATE_CODE_MAX} characters`;
  if (!CODE_PATTERN.test(normalized))
    return 'A code may only use letters, digits, dashes and underscores';
  return null;
}

/** The referral landing's path for a code. */
export function referralPath(code: string): string {
  return `/r/${encodeURIComponent(normalizeAffiliateCode(code))}`;
}

/** Spec: "3 free cases after signing in and a +5% deposit bonus". */
export const REFERRAL_FREE_CASES = 3;
/** The referred player's deposit bonus (type REFERRAL), in basis points: +5%. */
export const REFERRAL_DEPOSIT_BONUS_BPS = 500;

/** Commission: 10% of each referred wager's house edge, for as long as the referee plays. */
export const AFFILIATE_COMMISSION_BPS = 1_000;

/**
 * Commission is kept in hundredths x 10^-8: a wager's houseEdgeE4 (hundredths x 10^-4)
 * times the rate in basis points (x 10^-4), with no division, so nothing is ever lost.
 */
export const COMMISSION_UNITS_PER_HUNDREDTH = 100_000_000n;

/** The exact commission a wager's house edge earns, in hundredths x 10^-8. */
export function commissionUnits(houseEdgeE4: number, rateBps = AFFILIATE_COMMISSION_BPS): bigint {
  if (!(houseEdgeE4 > 0) || !(rateBps > 0)) return 0n;
  return BigInt(Math.floor(houseEdgeE4)) * BigInt(Math.floor(rateBps));
}

/** A claim pays whole hundredths (rounded down) and keeps the remainder for later. */
export function commissionPayable(units: bigint): { pay: number; remainder: bigint } {
  const safe = units > 0n ? units : 0n;
  return {
    pay: Number(safe / COMMISSION_UNITS_PER_HUNDREDTH),
    remainder: safe % COMMISSION_UNITS_PER_HUNDREDTH,
  };
}
