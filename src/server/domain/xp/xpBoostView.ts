/** The user's XP boost as the contract shows it: only while it lasts, else null. */
export function activeXpBoost(
  boostE2: number | null,
  until: Date | null,
  now: Date,
): { multiplier: number; endsAt: string } | null {
  if (boostE2 === null || until === null || until.getTime() <= now.getTime()) return null;
  return { multiplier: boostE2 / 100, endsAt: until.toISOString() };
}
