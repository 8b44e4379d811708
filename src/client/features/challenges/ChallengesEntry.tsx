import { useEffect, useId, useRef } from 'react';
import { LineIcon } from '../../ui/LineIcon';
import {
  featuredChallenge,
  progressOf,
  progressText,
  unclaimedChallenges,
} from './challenge-selectors';
import { startChallenges } from './challenges-loader';
import { useChallenges } from './challenges-store';
import { setChallengesOpen, useChallengesOpen } from './challenges-entry-store';
import { ChallengesPanel } from './ChallengesPanel';
import './challenges.css';

// A trophy: cup, handles, stem and base.
const TROPHY =
  'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-3 3h6m-5-3h4';

export function entryLabel(unclaimed: number): string {
  if (unclaimed === 0) return 'Challenges';
  return `Challenges, ${unclaimed} ready to claim`;
}

/**
 * The header's challenges entry: a trophy with the unclaimed count, opening a popover with
 * the featured challenge and the full panel. On phones the trigger hides (the user menu's
 * item opens the same popover) so the header fits 320 px.
 */
export function ChallengesEntry() {
  useEffect(startChallenges, []);
  const open = useChallengesOpen();
  const challenges = useChallenges((state) => state.challenges);
  const trackers = useChallenges((state) => state.trackers);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const panelId = useId();
  const featuredId = useId();

  const unclaimed = unclaimedChallenges(challenges, trackers).length;
  const featured = featuredChallenge(challenges, trackers);

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setChallengesOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setChallengesOpen(false);
      trigger.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="challenges-entry" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="challenges-entry__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={entryLabel(unclaimed)}
        data-testid="challenges-entry"
        onClick={() => setChallengesOpen(!open)}
      >
        <LineIcon path={TROPHY} size={20} roundJoins />
        {unclaimed > 0 && (
          <span
            className="challenges-entry__badge"
            aria-hidden="true"
            data-testid="challenges-unclaimed"
          >
            {unclaimed > 99 ? '99+' : unclaimed}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="challenges-entry__panel"
          role="dialog"
          aria-modal="false"
          aria-label="Challenges"
        >
          <p
            id={featuredId}
            ref={heading}
            tabIndex={-1}
            className="challenges-entry__featured"
            data-testid="challenges-featured"
          >
            {featured ? (
              <>
                <span className="challenges-entry__featured-label">Up next</span>{' '}
                <strong>{featured.title}</strong>{' '}
                <span className="challenges-entry__featured-progress">
                  {progressText(featured, progressOf(trackers, featured._id))}
                </span>
              </>
            ) : (
              'All current missions done. New daily challenges start at 00:00 UTC.'
            )}
          </p>
          <div className="challenges-entry__scroll">
            <ChallengesPanel />
          </div>
        </div>
      )}
    </div>
  );
}

/** The user menu's item: opens the challenges popover (the one way in on phones). */
export function ChallengesMenuItem({
  className,
  onChosen,
}: {
  className: string;
  onChosen: () => void;
}) {
  useEffect(startChallenges, []);
  const unclaimed = useChallenges(
    (state) => unclaimedChallenges(state.challenges, state.trackers).length,
  );
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onChosen();
        setChallengesOpen(true);
      }}
    >
      {unclaimed > 0 ? `Challenges (${unclaimed} to claim)` : 'Challenges'}
    </button>
  );
}
