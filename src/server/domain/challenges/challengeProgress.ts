import type { ChallengeCategory } from '../../../shared/contract/challenges';
import { type ChallengePeriod, periodWindow } from './challengePeriods';

/**
 * What advances a challenge. Wagers feed the first four; 'reach-level' follows the
 * player's XP total at accrual time; 'win-battle' is fed by an event (`Challenges.advance`)
 * once case battles settle bets of their own.
 */
export const GOAL_KINDS = [
  'wager-amount',
  'bet-count',
  'open-cases',
  'win-multiplier',
  'reach-level',
  'win-battle',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

/** The game kind whose wagers are case openings. */
export const CASE_GAME = 'case-unbox';

export interface ChallengeDefinition {
  key: string;
  category: ChallengeCategory;
  title: string;
  description: string;
  goalKind: GoalKind;
  game: string | null;
  minMultiplierE4: number | null;
  goal: number;
  reward: number;
  period: ChallengePeriod;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The parts of a settled wager that challenges read. */
export interface WagerFact {
  userId: string;
  game: string;
  amount: number;
  multiplierE4: number;
  /** The moment the wager settled, on the challenges' clock. */
  at: number;
}

/** How much one wager adds to a wager-fed challenge (0 when it does not count). */
export function wagerIncrement(definition: ChallengeDefinition, wager: WagerFact): number {
  if (definition.game !== null && definition.game !== wager.game) return 0;
  switch (definition.goalKind) {
    case 'wager-amount':
      return wager.amount;
    case 'bet-count':
      return 1;
    case 'open-cases':
      return wager.game === CASE_GAME ? 1 : 0;
    case 'win-multiplier':
      return wager.multiplierE4 >= (definition.minMultiplierE4 ?? Infinity) ? 1 : 0;
    case 'reach-level':
    case 'win-battle':
      return 0;
  }
}

/** Whether a challenge runs at `at`: always, or inside an EVENT's window. */
export function isRunning(definition: ChallengeDefinition, at: number): boolean {
  if (definition.startsAt && at < definition.startsAt.getTime()) return false;
  if (definition.endsAt && at >= definition.endsAt.getTime()) return false;
  return true;
}

/** One tracker's change: `by` is added (or, for a level goal, progress rises to it). */
export interface TrackerDelta {
  userId: string;
  key: string;
  periodStart: Date;
  goal: number;
  by: number;
}

/**
 * Sums what a batch of wagers adds to each (player, challenge, period): each wager counts in
 * the period it settled in, so a bet at 23:59:59 counts for that day even if it accrues
 * after midnight.
 */
export function wagerDeltas(
  definitions: readonly ChallengeDefinition[],
  wagers: readonly WagerFact[],
): TrackerDelta[] {
  const deltas = new Map<string, TrackerDelta>();
  for (const wager of wagers) {
    for (const definition of definitions) {
      if (!isRunning(definition, wager.at)) continue;
      const by = wagerIncrement(definition, wager);
      if (by <= 0) continue;
      const periodStart = periodWindow(definition.period, wager.at).start;
      const id = `${wager.userId}|${definition.key}|${periodStart.getTime()}`;
      const known = deltas.get(id);
      if (known) known.by += by;
      else
        deltas.set(id, {
          userId: wager.userId,
          key: definition.key,
          periodStart,
          goal: definition.goal,
          by,
        });
    }
  }
  return [...deltas.values()];
}
