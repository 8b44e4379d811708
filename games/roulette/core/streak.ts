import { slotKind, type RouletteSlotKind } from './slots';

// The Triple Green streak (docs/games/roulette.md, "Triple Green jackpot"): greenStreak counts
// consecutive green results, 0-3; anything else resets it. The green that makes it 3 is
// TRIPLE_GREEN (the jackpot), after which the streak starts again at 0. The green that makes it 2
// sends everyone ROULETTE_DOUBLE_GREEN.

/** How many greens in a row the jackpot needs. */
export const TRIPLE_GREEN_STREAK = 3;

export type GreenStreak = 0 | 1 | 2 | 3;
/** The spec's outcome kinds of a round. */
export type RouletteOutcome = RouletteSlotKind | 'TRIPLE_GREEN';

export interface StreakStep {
  /** The round's outcome kind: GREEN becomes TRIPLE_GREEN when it completes the streak. */
  outcome: RouletteOutcome;
  /** The streak to show with this result (3 on a triple green, the wiggle's moment). */
  shown: GreenStreak;
  /** The streak the next round starts from (never 3: the jackpot resets it). */
  next: 0 | 1 | 2;
  /** This result brings the streak to 2: the ROULETTE_DOUBLE_GREEN notice. */
  doubleGreen: boolean;
  /** This result completes the streak: green bets share the pool, ROULETTE_TRIPLE_GREEN. */
  tripleGreen: boolean;
}

function assertStreak(streak: number): asserts streak is 0 | 1 | 2 {
  if (!Number.isInteger(streak) || streak < 0 || streak >= TRIPLE_GREEN_STREAK) {
    throw new RangeError('A round starts from a green streak of 0, 1 or 2');
  }
}

/** What `slot` does to a streak of `streak` (the streak before this round). */
export function stepStreak(streak: number, slot: number): StreakStep {
  assertStreak(streak);
  const kind = slotKind(slot);
  if (kind !== 'GREEN') {
    return { outcome: kind, shown: 0, next: 0, doubleGreen: false, tripleGreen: false };
  }
  const reached = (streak + 1) as 1 | 2 | 3;
  const tripleGreen = reached === TRIPLE_GREEN_STREAK;
  return {
    outcome: tripleGreen ? 'TRIPLE_GREEN' : 'GREEN',
    shown: reached,
    next: tripleGreen ? 0 : (reached as 1 | 2),
    doubleGreen: reached === 2,
    tripleGreen,
  };
}
