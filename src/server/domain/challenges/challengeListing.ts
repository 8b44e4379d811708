import type { Challenge, ChallengeTracker } from '../../../shared/contract/challenges';
import { periodWindow, publicChallengeId } from './challengePeriods';
import type { ChallengeDefinition } from './challengeProgress';

/** How long an ended EVENT stays listed (as FINISHED) after its end. */
export const FINISHED_EVENT_SHOWN_MS = 7 * 86_400_000;

/** A challenge as it runs in one period: what the list shows and trackers point at. */
export interface ChallengeInstance {
  definition: ChallengeDefinition;
  id: string;
  periodStart: Date;
  endsAt: Date | null;
  state: 'ACTIVE' | 'FINISHED';
}

/** The instance of a definition at `now`: its current period, or its EVENT window. */
export function instanceAt(definition: ChallengeDefinition, now: number): ChallengeInstance {
  const window = periodWindow(definition.period, now);
  // The sooner of the period's end and an EVENT's end.
  const ends = [definition.endsAt, window.end].filter((end): end is Date => end !== null);
  const endsAt = ends.length > 0 ? new Date(Math.min(...ends.map((end) => end.getTime()))) : null;
  return {
    definition,
    id: publicChallengeId(definition.key, definition.period, window.start),
    periodStart: window.start,
    endsAt,
    state: endsAt && now >= endsAt.getTime() ? 'FINISHED' : 'ACTIVE',
  };
}

/**
 * The challenges listed at `now`, in the definitions' order with finished ones at the end:
 * every running one in its current period, and EVENTs that ended in the last week. An
 * EVENT that has not started is not listed.
 */
export function listedInstances(
  definitions: readonly ChallengeDefinition[],
  now: number,
): ChallengeInstance[] {
  const listed = definitions
    .filter((definition) => !definition.startsAt || now >= definition.startsAt.getTime())
    .map((definition) => instanceAt(definition, now))
    .filter(
      (instance) =>
        instance.state === 'ACTIVE' ||
        (instance.endsAt && now - instance.endsAt.getTime() < FINISHED_EVENT_SHOWN_MS),
    );
  return [
    ...listed.filter((instance) => instance.state === 'ACTIVE'),
    ...listed.filter((instance) => instance.state === 'FINISHED'),
  ];
}

export function challengeOf(instance: ChallengeInstance): Challenge {
  const { definition } = instance;
  return {
    _id: instance.id,
    state: instance.state,
    category: definition.category,
    endsAt: instance.endsAt?.toISOString() ?? null,
    title: definition.title,
    description: definition.description,
    goal: definition.goal,
    goalUnit: definition.goalKind === 'wager-amount' ? 'GEMS' : 'COUNT',
    reward: definition.reward,
  };
}

/** A tracker as players see it, under its challenge's public id. */
export function trackerOf(
  definition: ChallengeDefinition,
  row: { periodStart: Date; progress: number; state: ChallengeTracker['state']; updatedAt: Date },
): ChallengeTracker {
  return {
    challenge: publicChallengeId(definition.key, definition.period, row.periodStart),
    state: row.state,
    progress: row.progress,
    updatedAt: row.updatedAt.toISOString(),
  };
}
