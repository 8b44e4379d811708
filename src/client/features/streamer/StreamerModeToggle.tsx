import { useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { LineIcon } from '../../ui/LineIcon';
import { reportWarning } from '../../lib/report-error';
import { useStreamerMode } from './streamer-mode';
import { switchStreamerMode } from './streamer-sync';
import './streamer.css';

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z';
const EYE_OFF =
  'M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';

/**
 * The header's streamer-mode indicator and quick switch: a plain eye while off, a labelled
 * "Streamer" badge while on, so a streamer sees at a glance that their figures are hidden.
 */
export function StreamerModeToggle() {
  const on = useStreamerMode();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await switchStreamerMode(!on);
    } catch (caught) {
      setError(messageOf(caught));
      reportWarning('Streamer mode not switched', caught);
    } finally {
      setBusy(false);
    }
  }

  const label = on ? 'Streamer mode is on: show my balance and name' : 'Turn streamer mode on';
  return (
    <button
      type="button"
      className={`streamer-toggle${on ? ' streamer-toggle--on' : ''}`}
      aria-pressed={on}
      aria-label={error ? `${label}. ${error}` : label}
      title={error ?? label}
      aria-busy={busy || undefined}
      data-testid="streamer-toggle"
      onClick={() => void toggle()}
    >
      <LineIcon path={on ? EYE_OFF : EYE} size={18} strokeWidth={2} />
      {on && (
        <span className="streamer-toggle__text" aria-hidden="true">
          Streamer
        </span>
      )}
    </button>
  );
}
