/** "Banned", "Muted" or nothing, as of now. */
export function restrictionOf(bannedUntil: string | null, mutedUntil: string | null): string {
  const now = Date.now();
  const live = (until: string | null) => until !== null && Date.parse(until) > now;
  return [live(bannedUntil) && 'Banned', live(mutedUntil) && 'Muted'].filter(Boolean).join(', ');
}
