import { useId } from 'react';
import { CASE_OPEN_COUNT_MAX, CASE_OPEN_COUNT_MIN } from '../bet';
import type { GamePause } from '../../../src/client/features/games/game-pause';
import { PaceSelector } from '../../../src/client/features/instant-games/PaceSelector';
import { Segmented } from '../../../src/client/features/instant-games/Segmented';
import { caseUnboxClient } from '../client';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';

const COUNTS = Array.from({ length: CASE_OPEN_COUNT_MAX - CASE_OPEN_COUNT_MIN + 1 }, (_, i) =>
  String(CASE_OPEN_COUNT_MIN + i),
);

interface CaseOpenerProps {
  count: number;
  price: number;
  loggedIn: boolean;
  /** Reels are spinning: the count cannot change and Open waits. */
  busy: boolean;
  /** An operator paused case opening: Open is off, and the note says why. */
  pause?: GamePause | null;
  onCount: (count: number) => void;
  onOpen: () => void;
}

/** How many to open (1-5) and the Open button with what it costs. */
export function CaseOpener(props: CaseOpenerProps) {
  const { count, price, loggedIn, busy, pause = null, onCount, onOpen } = props;
  const pauseNoteId = useId();
  // The server refuses an opening while paused (409): offer none, and say why.
  const paused = pause !== null && loggedIn;
  return (
    <form
      className="surface-card case-opener"
      aria-label="Open cases"
      onSubmit={(event) => {
        event.preventDefault();
        if (!paused) onOpen();
      }}
    >
      <Segmented
        legend="Cases to open"
        options={COUNTS}
        value={String(count)}
        disabled={busy}
        onChange={(value) => onCount(Number(value))}
      />
      <PaceSelector game={caseUnboxClient.kind} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="case-opener__open"
        busy={busy}
        disabled={paused}
        aria-describedby={paused ? pauseNoteId : undefined}
        block
      >
        {loggedIn ? (
          <>
            Open {count} for <Amount value={price * count} size="sm" />
          </>
        ) : (
          'Log in to open'
        )}
      </Button>
      {paused && (
        <p id={pauseNoteId} className="bet-panel__paused case-opener__paused" role="status">
          {pause.message}
        </p>
      )}
    </form>
  );
}
