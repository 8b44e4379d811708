import { Button } from '../../ui/Button';
import { RelativeTime } from '../../ui/RelativeTime';
import { describeDevice } from './device-label';
import type { SessionSummary } from './sessions-api';
import { Private } from '../streamer/Private';

interface SessionRowProps {
  session: SessionSummary;
  busy: boolean;
  onRevoke: (id: string) => void;
}

/** One signed-in device: what it is, where from, when last active, and a way to end it. */
export function SessionRow({ session, busy, onRevoke }: SessionRowProps) {
  const device = describeDevice(session.userAgent);
  return (
    <div className="session-row">
      <div className="session-row__info">
        <p className="session-row__device">
          <span className="session-row__name">{device}</span>
          {session.current && <span className="session-row__current">This device</span>}
        </p>
        <p className="session-row__meta">
          {session.ip ? (
            <>
              <Private what="Address">{session.ip}</Private> ·{' '}
            </>
          ) : null}
          Active <RelativeTime date={session.lastSeenAt} />
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          busy={busy}
          aria-label={`Sign out ${device}`}
          onClick={() => onRevoke(session.id)}
        >
          Sign out
        </Button>
      )}
    </div>
  );
}
