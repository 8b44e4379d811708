import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { VirtualList } from '../../ui/VirtualList';
import { confirmModal } from '../modals/modal-store';
import type { ConfirmProps } from '../modals/modal-views';
import { FormError } from '../session/FormError';
import { describeDevice } from './device-label';
import { SessionRow } from './SessionRow';
import { sessionsApi, sortSessions, type SessionSummary } from './sessions-api';
import '../../ui/settings-card.css';
import '../session/auth-dialog.css';
import './sessions.css';

/** Each row's fixed height (px), matching .session-row in sessions.css. */
const ROW_HEIGHT = 72;
/** About six rows show before the list scrolls. */
const LIST_HEIGHT = ROW_HEIGHT * 6;

function signOutQuestion(session: SessionSummary): ConfirmProps {
  return {
    title: `Sign out ${describeDevice(session.userAgent)}?`,
    message: 'That device is signed out at once and has to sign in again.',
    confirmLabel: 'Sign out',
    cancelLabel: 'Keep signed in',
  };
}

/** The profile's "signed-in devices": every live session, with sign-out for the others. */
export function SessionList() {
  const [sessions, setSessions] = useState<SessionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    sessionsApi.list().then(
      (list) => current && setSessions(sortSessions(list)),
      (caught: unknown) => current && setError(messageOf(caught)),
    );
    return () => {
      current = false;
    };
  }, []);

  /** Asks first: the device is signed out at once and must sign in again. */
  async function revoke(id: string) {
    const session = sessions?.find((candidate) => candidate.id === id);
    if (!session || !(await confirmModal(signOutQuestion(session)))) return;
    setRevoking(id);
    setError(null);
    try {
      await sessionsApi.revoke(id);
      setSessions((list) => list?.filter((session) => session.id !== id) ?? null);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section className="settings-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="settings-card__title">
        Signed-in devices
      </h2>
      <p className="settings-card__text">
        Sign out a device you no longer use or do not recognise; change your password too if someone
        else had access.
      </p>
      <FormError message={error} />
      {sessions === null && !error && (
        <div className="session-list__loading" aria-busy="true" aria-label="Loading devices">
          <span className="session-list__skeleton" />
          <span className="session-list__skeleton" />
        </div>
      )}
      {sessions && (
        <VirtualList
          className="session-list"
          items={sessions}
          itemHeight={ROW_HEIGHT}
          maxHeight={LIST_HEIGHT}
          getKey={(session) => session.id}
          label="Signed-in devices"
          renderItem={(session) => (
            <SessionRow
              session={session}
              busy={revoking === session.id}
              onRevoke={(id) => void revoke(id)}
            />
          )}
        />
      )}
    </section>
  );
}
