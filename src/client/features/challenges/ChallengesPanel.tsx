import { useEffect, useId } from 'react';
import type { Challenge } from '../../../shared/contract/challenges';
import { formatDuration } from '../../lib/time/duration';
import { useNow } from '../../lib/time/now-ticker';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { selectUser, useSession } from '../session/session-store';
import {
  type ChallengeProgress,
  progressOf,
  progressRatio,
  progressText,
  sortedChallenges,
} from './challenge-selectors';
import { claimChallenge, startChallenges } from './challenges-loader';
import { useChallenges } from './challenges-store';
import './challenges.css';

const CATEGORY_LABELS: Record<Challenge['category'], string> = {
  MISC: 'Misc',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MISSION: 'Mission',
  ACHIEVEMENT: 'Achievement',
  LEVEL: 'Level',
  EVENT: 'Event',
};

function timeLeft(challenge: Challenge, now: number): string | null {
  if (challenge.state === 'FINISHED') return 'Finished';
  if (!challenge.endsAt) return null;
  return `Ends in ${formatDuration(Date.parse(challenge.endsAt) - now)}`;
}

function ClaimButton({
  challenge,
  progress,
  claiming,
}: {
  challenge: Challenge;
  progress: ChallengeProgress;
  claiming: boolean;
}) {
  if (progress.state === 'CLAIMED')
    return (
      <Button size="sm" variant="ghost" disabled>
        Claimed
      </Button>
    );
  const ready = challenge.state === 'ACTIVE' && progress.state === 'COMPLETED';
  return (
    <Button
      size="sm"
      variant={ready ? 'gem' : 'secondary'}
      disabled={!ready}
      busy={claiming}
      aria-label={`Claim ${challenge.title}`}
      onClick={() => void claimChallenge(challenge._id)}
    >
      {claiming ? 'Claiming…' : 'Claim'}
    </Button>
  );
}

function ChallengeCard({ challenge, signedIn }: { challenge: Challenge; signedIn: boolean }) {
  const progress = useChallenges((state) => progressOf(state.trackers, challenge._id));
  const claiming = useChallenges((state) => state.claiming[challenge._id] === true);
  const now = useNow();
  const titleId = useId();
  const ends = timeLeft(challenge, now);
  const ratio = progressRatio(challenge, progress);
  return (
    <li
      className={`challenge-card challenge-card--${progress.state.toLowerCase()}${
        challenge.state === 'FINISHED' ? ' challenge-card--finished' : ''
      }`}
      data-testid="challenge-card"
      data-challenge-id={challenge._id}
      data-progress-state={progress.state}
      aria-labelledby={titleId}
    >
      <div className="challenge-card__head">
        <span className="challenge-card__category">{CATEGORY_LABELS[challenge.category]}</span>
        {ends && <span className="challenge-card__ends">{ends}</span>}
      </div>
      <p id={titleId} className="challenge-card__title">
        {challenge.title}
      </p>
      <p className="challenge-card__description">{challenge.description}</p>
      <div
        className="challenge-card__bar"
        role="progressbar"
        aria-label={`${challenge.title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
        aria-valuetext={progressText(challenge, progress)}
      >
        <span className="challenge-card__fill" style={{ width: `${ratio * 100}%` }} />
      </div>
      <div className="challenge-card__foot">
        <span className="challenge-card__progress">{progressText(challenge, progress)}</span>
        <span className="challenge-card__reward">
          <span className="visually-hidden">Reward </span>
          <Amount value={challenge.reward} size="sm" />
        </span>
        {signedIn && <ClaimButton challenge={challenge} progress={progress} claiming={claiming} />}
      </div>
    </li>
  );
}

/** Every challenge with the player's progress and a Claim button; embeddable anywhere. */
export function ChallengesPanel({ heading = 'Challenges' }: { heading?: string }) {
  useEffect(startChallenges, []);
  const challenges = useChallenges((state) => state.challenges);
  const loaded = useChallenges((state) => state.loaded);
  const signedIn = useSession(selectUser) !== null;
  const headingId = useId();
  const sorted = sortedChallenges(challenges);

  return (
    <section className="challenges" aria-labelledby={headingId} data-testid="challenges-panel">
      <h2 id={headingId} className="challenges__heading">
        {heading}
      </h2>
      {!signedIn && (
        <p className="challenges__note">Log in to track your progress and claim rewards.</p>
      )}
      {!loaded ? (
        <p className="challenges__note">Loading challenges…</p>
      ) : sorted.length === 0 ? (
        <p className="challenges__note">No challenges right now. Check back soon.</p>
      ) : (
        <ul className="challenges__list">
          {sorted.map((challenge) => (
            <ChallengeCard key={challenge._id} challenge={challenge} signedIn={signedIn} />
          ))}
        </ul>
      )}
    </section>
  );
}
