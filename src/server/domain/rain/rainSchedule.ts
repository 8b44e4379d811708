/**
 * Rains fall at every multiple of the interval since the epoch, so every process agrees on
 * when without talking; the multiple numbers the round (its slot).
 */
export function nextRainSlot(nowMs: number, intervalMs: number): number {
  return Math.floor(nowMs / intervalMs) + 1;
}

export function rainTime(slot: number, intervalMs: number): Date {
  return new Date(slot * intervalMs);
}
