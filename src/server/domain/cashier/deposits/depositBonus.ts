/**
 * A player's deposit bonuses (affiliates: REFERRAL +5%), whichever way they deposit: their
 * factors together, in basis points (+5% -> 500).
 */
export function bonusBps(bonuses: ReadonlyArray<{ type: 'REFERRAL'; factor: number }>): number {
  return bonuses.reduce((sum, b) => sum + Math.round(b.factor * 10_000), 0);
}
