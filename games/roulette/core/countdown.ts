// The betting countdown as words. The page's status line and the scene's bar label both
// show it: one function, so the two never disagree in how they round or write it.

/** Tenths of a second left, rounded up so it never reads 0.0 while bets are still open. */
function tenthsLeft(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 100);
}

/** "Rolling in 4.2 s" for the ms left of the betting phase. */
export function rollingInText(ms: number): string {
  return `Rolling in ${(tenthsLeft(ms) / 10).toFixed(1)} s`;
}

/** Ms until rollingInText(ms) changes, or null once it reads 0.0 (nothing more to show). */
export function msToNextTenth(ms: number): number | null {
  const tenths = tenthsLeft(ms);
  return tenths === 0 ? null : ms - (tenths - 1) * 100;
}
