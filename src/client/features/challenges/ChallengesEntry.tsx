import { lazy, useEffect, useId, useRef } from 'react';
import { LineIcon } from '../../ui/LineIcon';
import { MenuItem } from '../../ui/MenuItem';
import { Popover } from '../../ui/Popover';
import {
  featuredChallenge,
  progressOf,
  progressText,
  unclaimedChallenges,
} from './challenge-selectors';
import { startChallenges } from './challenges-loader';
import { useChallenges } from './challenges-store';
import { setChallengesOpen, useChallengesOpen } from './challenges-entry-store';
import './challenges.css';

// The full list (with its claim buttons) is a chunk of its own: the header shows the trophy
// and its count, and the list downloads on the first hover, focus or opening of the popover.
const loadPanel = () => import('./ChallengesPanel');
const ChallengesPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChallengesPanel })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

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
 * item opens the same popover, placed at the entry's spot) so the header fits 320 px.
 */
export function ChallengesEntry() {
  useEffect(startChallenges, []);
  const open = useChallengesOpen();
  const challenges = useChallenges((state) => state.challenges);
  const trackers = useChallenges((state) => state.trackers);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const featuredId = useId();

  const unclaimed = unclaimedChallenges(challenges, trackers).length;
  const featured = featuredChallenge(challenges, trackers);
  // Under the trophy, or under the whole header when a phone hides the trophy.
  const anchor = () => {
    const entry = root.current;
    if (!entry || entry.offsetWidth > 0) return entry;
    return entry.closest('header') ?? entry;
  };

  return (
    <div className="challenges-entry" ref={root}>
      <Popover
        open={open}
        onOpenChange={setChallengesOpen}
        label="Challenges"
        initialFocus={heading}
        anchor={anchor}
        className="challenges-entry__panel"
        trigger={(props) => (
          <button
            type="button"
            className="challenges-entry__trigger"
            aria-label={entryLabel(unclaimed)}
            data-testid="challenges-entry"
            {...props({ onPointerEnter: preloadPanel, onFocus: preloadPanel })}
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
        )}
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
      </Popover>
    </div>
  );
}

/** The user menu's item: opens the challenges popover (the one way in on phones). */
export function ChallengesMenuItem() {
  useEffect(startChallenges, []);
  const unclaimed = useChallenges(
    (state) => unclaimedChallenges(state.challenges, state.trackers).length,
  );
  return (
    <MenuItem
      label="Challenges"
      onSelect={() => {
        preloadPanel();
        setChallengesOpen(true);
      }}
    >
      {unclaimed > 0 ? `Challenges (${unclaimed} to claim)` : 'Challenges'}
    </MenuItem>
  );
}
