import { formatAmount } from '../../../src/client/ui/amount';

// The Triple Green display's rules (spec: "Triple green streak"; section 9): the slot at
// position p (1-3) is filled when the streak is p or more, active (highlighted) when the
// streak is p - 1, else empty; at streak 3 the slots wiggle. The jackpot counter counts
// to a new amount over 0.8 s.

export type GreenStreak = 0 | 1 | 2 | 3;
export type SlotStage = 0 | 1 | 2;

export const TRIPLE_GREEN_SLOTS = 3;
/** How long the jackpot counter takes to reach a new amount. */
export const JACKPOT_COUNTER_MS = 800;

/** Stage of each of the three slots: 2 filled, 1 active (the next to fill), 0 empty. */
export function slotStages(streak: GreenStreak): SlotStage[] {
  return Array.from({ length: TRIPLE_GREEN_SLOTS }, (_, i) => {
    const position = i + 1;
    if (streak >= position) return 2;
    return streak === position - 1 ? 1 : 0;
  });
}

/** "Green streak 2 of 3": the slots' accessible name. */
export function streakLabel(streak: GreenStreak): string {
  return `Green streak ${streak} of ${TRIPLE_GREEN_SLOTS}`;
}

/** "Streak 2/3": the slots' visible label. */
export function streakText(streak: GreenStreak): string {
  return `Streak ${streak}/${TRIPLE_GREEN_SLOTS}`;
}

/** "Green streak 2 of 3, jackpot 123.45 gems" for screen readers. */
export function tripleGreenLabel(streak: GreenStreak, pool: number): string {
  return `${streakLabel(streak)}, jackpot ${formatAmount(pool)} gems`;
}

/**
 * The counter's value `elapsed` ms into a count from `from` to `to` (hundredths): whole
 * hundredths, easing out, exactly `to` from `duration` on.
 */
export function counterValue(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const t = Math.max(elapsed, 0) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
