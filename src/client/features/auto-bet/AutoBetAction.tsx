import { Button } from '../../ui/Button';
import { progressWords } from './auto-bet-words';
import type { AutoBetStatus } from './use-auto-bet';
import './auto-bet.css';

interface AutoBetActionProps {
  status: AutoBetStatus;
  progress: { betNumber: number; total: number };
  /** Why the last run ended (or could not start). */
  message: string | null;
  loggedIn: boolean;
  onStop: () => void;
  /** The id of the text saying why no run may start (a paused game); none when one may. */
  blockedBy?: string;
}

/**
 * Start (submits the bet form) or Stop, and the run's progress. The end of a run is
 * announced; each bet is not (the result line already says each outcome).
 */
export function AutoBetAction({
  status,
  progress,
  message,
  loggedIn,
  onStop,
  blockedBy,
}: AutoBetActionProps) {
  const running = status !== 'idle';
  return (
    <div className="auto-bet__action">
      {running ? (
        <Button
          variant="secondary"
          size="lg"
          block
          busy={status === 'stopping'}
          aria-keyshortcuts="Space"
          title="Stop auto-bet (Space)"
          onClick={onStop}
        >
          {status === 'stopping' ? 'Stopping…' : 'Stop auto-bet'}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          disabled={blockedBy !== undefined}
          aria-describedby={blockedBy}
          aria-keyshortcuts="Space"
          title="Start auto-bet (Space)"
        >
          {loggedIn ? 'Start auto-bet' : 'Log in to play'}
        </Button>
      )}
      <p className="auto-bet__progress" data-testid="auto-bet-progress">
        {running && progress.betNumber > 0 ? progressWords(progress.betNumber, progress.total) : ''}
      </p>
      <p className="auto-bet__message" role="status" data-testid="auto-bet-message">
        {message ?? ''}
      </p>
    </div>
  );
}
