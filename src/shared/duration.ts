const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A length of time the spec's way: whole hours from one hour up ('3 hours'), else minutes
 * ('1 minute', '45 minutes'). A started minute counts, so 20 s left reads '1 minute'.
 * Shared so the server's refusals and the client's notes word a mute the same.
 */
export function formatDuration(ms: number): string {
  const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (safe >= HOUR_MS) {
    const hours = Math.floor(safe / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const minutes = Math.ceil(safe / MINUTE_MS);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
