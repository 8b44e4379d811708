const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A time left the spec's way: whole hours from one hour up ('3 hours'), else minutes
 * ('1 minute', '4 minutes'). A started minute counts, so 20 s left reads '1 minute'.
 */
export function formatDuration(ms: number): string {
  const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (safe >= HOUR_MS) {
    const hours = Math.floor(safe / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const minutes = Math.max(1, Math.ceil(safe / MINUTE_MS));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Whole seconds to wait, never 0 while there is any wait at all. */
export function secondsToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
