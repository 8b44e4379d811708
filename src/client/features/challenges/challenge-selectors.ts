import type { Challenge, ChallengeTracker } from '../../../shared/contract/challenges';
import { formatAmount } from '../../ui/amount';

/** Trackers by challenge id, as the store keeps them. */
export type TrackerMap = Readonly<Record<string, ChallengeTracker>>;

/** The spec's default: a challenge without a tracker is ACTIVE with progress 0. */
export interface ChallengeProgress {
  state: ChallengeTracker['state'];
  progress: number;
}

const DEFAULT_PROGRESS: ChallengeProgress = { state: 'ACTIVE', progress: 0 };

export function progressOf(trackers: TrackerMap, challengeId: string): ChallengeProgress {
  return trackers[challengeId] ?? DEFAULT_PROGRESS;
}

/** The list order: as the server lists them, finished ones at the end. */
export function sortedChallenges(challenges: readonly Challenge[]): Challenge[] {
  return [
    ...challenges.filter((challenge) => challenge.state !== 'FINISHED'),
    ...challenges.filter((challenge) => challenge.state === 'FINISHED'),
  ];
}

const FEATURED_CATEGORIES: ReadonlySet<Challenge['category']> = new Set([
  'MISSION',
  'DAILY',
  'WEEKLY',
]);

/** The first active challenge of category MISSION, DAILY or WEEKLY whose progress is ACTIVE. */
export function featuredChallenge(
  challenges: readonly Challenge[],
  trackers: TrackerMap,
): Challenge | undefined {
  return challenges.find(
    (challenge) =>
      challenge.state === 'ACTIVE' &&
      FEATURED_CATEGORIES.has(challenge.category) &&
      progressOf(trackers, challenge._id).state === 'ACTIVE',
  );
}

/** Active challenges whose progress is COMPLETED: ready to claim. */
export function unclaimedChallenges(
  challenges: readonly Challenge[],
  trackers: TrackerMap,
): Challenge[] {
  return challenges.filter(
    (challenge) =>
      challenge.state === 'ACTIVE' && progressOf(trackers, challenge._id).state === 'COMPLETED',
  );
}

/** 0 to 1 of the way to the goal (1 once completed or claimed). */
export function progressRatio(challenge: Challenge, progress: ChallengeProgress): number {
  if (progress.state !== 'ACTIVE') return 1;
  return Math.min(1, Math.max(0, progress.progress / challenge.goal));
}

/** "3 / 20" for counts, "4.25 / 10.00" for gem goals. */
export function progressText(challenge: Challenge, progress: ChallengeProgress): string {
  const shown = progress.state === 'ACTIVE' ? progress.progress : challenge.goal;
  if (challenge.goalUnit === 'GEMS')
    return `${formatAmount(shown)} / ${formatAmount(challenge.goal)}`;
  return `${shown} / ${challenge.goal}`;
}

const PROGRESS_ORDER: Record<ChallengeTracker['state'], number> = {
  ACTIVE: 0,
  COMPLETED: 1,
  CLAIMED: 2,
};

/**
 * Whether an incoming tracker may replace the held one: progress only moves forward
 * (ACTIVE, COMPLETED, CLAIMED; within a state, progress only grows), so an answer that
 * left before an event cannot undo it.
 */
export function isNewerTracker(
  held: ChallengeTracker | undefined,
  next: ChallengeTracker,
): boolean {
  if (!held) return true;
  const order = PROGRESS_ORDER[next.state] - PROGRESS_ORDER[held.state];
  if (order !== 0) return order > 0;
  return next.progress >= held.progress;
}
