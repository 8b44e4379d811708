/** One step of a player's requirement history: a credit or a carry, then the wagers until the next. */
export interface RequirementSpan {
  /** A deposit or its bonus, hundredths (weighed at the factor). */
  credited: number;
  /** Requirement carried in (positive) or out (negative) with gems, hundredths to wager. */
  carried?: number;
  /** Wagers staked after this step and before the next. */
  wagered: number;
}

/**
 * What is still to wager, over every step in order: each credit adds `factor` times itself
 * (bonus included) to what is owed, a carry adds or removes what it carried, and the wagers
 * staked after it and before the next step pay it off; what is owed never drops below 0. So
 * every deposit must be wagered, a small deposit never resets a big one, and wagers never pay
 * for a deposit not yet made.
 */
export function stillToWager(spans: ReadonlyArray<RequirementSpan>, factor: number): number {
  let owed = 0;
  for (const { credited, carried = 0, wagered } of spans)
    owed = Math.max(0, owed + Math.ceil(credited * factor) + carried - wagered);
  return owed;
}

/**
 * Splits `total` among `parts` of a `whole` in proportion (sum(parts) <= whole), rounding so
 * the shares add up to ceil(total * sum(parts) / whole): a part that takes the whole takes
 * all of it, and nothing is lost to rounding down. Exact in BigInt.
 */
export function shareOut(total: number, parts: readonly number[], whole: number): number[] {
  if (total <= 0 || whole <= 0) return parts.map(() => 0);
  const t = BigInt(total);
  const w = BigInt(whole);
  const ceilOf = (cumulative: bigint) => (t * cumulative + w - 1n) / w;
  let cumulative = 0n;
  let given = 0n;
  return parts.map((part) => {
    cumulative += BigInt(part);
    const upTo = ceilOf(cumulative);
    const share = upTo - given;
    given = upTo;
    return Number(share);
  });
}
