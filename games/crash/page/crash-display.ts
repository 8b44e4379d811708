import { CRASH_ELAPSED_MAX_MS, crashMultiplierE2At, formatCrashMultiplier } from '../core';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet } from '../../../src/shared/contract/crash';
import { formatGems } from '../../../src/shared/money';

/** The multiplier the server would settle at `elapsedMs` into the round (floored hundredths). */
export function liveMultiplierE2(elapsedMs: number): number {
  return crashMultiplierE2At(Math.min(CRASH_ELAPSED_MAX_MS, Math.max(0, Math.floor(elapsedMs))));
}

/** "4.2 s" for a countdown, rounded up to the tenth so it never reads 0.0 too early. */
export function formatCountdown(ms: number): string {
  return `${(Math.ceil(Math.max(0, ms) / 100) / 10).toFixed(1)} s`;
}

export type BetStanding = 'riding' | 'cashed' | 'lost';

export function betStanding(bet: CrashBet): BetStanding {
  if (bet.cashedOutAt !== null) return 'cashed';
  return bet.payout === null ? 'riding' : 'lost';
}

/** The players list's last column: "1.53x · 15.30", "Lost" or "Riding". */
export function betOutcomeText(bet: CrashBet): string {
  switch (betStanding(bet)) {
    case 'cashed':
      return `${formatCrashMultiplier(bet.cashedOutAt ?? 0)} · ${formatGems(bet.payout ?? 0)}`;
    case 'lost':
      return 'Lost';
    case 'riding':
      return bet.autoCashout === null ? 'Riding' : `Auto ${formatCrashMultiplier(bet.autoCashout)}`;
  }
}
