/** Whole seconds to wait, never 0 while there is any wait at all. */
export function secondsToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
