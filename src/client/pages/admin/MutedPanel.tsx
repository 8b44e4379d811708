import { useCallback, useEffect, useState } from 'react';
import type { MutedUser } from '../../../shared/contract/moderation';
import { restrictUserBody } from '../../../shared/contract/adminUsers';
import { messageOf } from '../../lib/api-error';
import { moderationApi } from './back-office-api';
import { ReasonForm } from './ReasonForm';

/** The players muted now, each with why and until when, and lifting a mute with a reason. */
export function MutedPanel() {
  const [users, setUsers] = useState<readonly MutedUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setUsers((await moderationApi.muted(signal)).users);
    } catch (caught) {
      if (!signal?.aborted) setError(messageOf(caught));
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section className="admin-panel" aria-labelledby="admin-muted-title">
      <h2 id="admin-muted-title" className="admin-screen__subtitle">
        Muted players
      </h2>
      {error && <p role="alert">{error}</p>}
      {users && users.length === 0 && <p>Nobody is muted.</p>}
      <ul className="admin-rows">
        {users?.map((muted) => (
          <li key={muted.user.id} className="admin-row admin-row--stacked">
            <p className="admin-row__text">
              <strong>{muted.user.username}</strong> until{' '}
              {new Date(muted.mutedUntil).toLocaleString()}
              {muted.reason ? `: ${muted.reason}` : ''}
              {muted.mutedBy ? ` (by ${muted.mutedBy})` : ''}
            </p>
            <ReasonForm
              label={`Why unmute ${muted.user.username}?`}
              action={`Unmute ${muted.user.username}`}
              reason={restrictUserBody.shape.reason}
              onSubmit={async (reason) => {
                await moderationApi.unmute(muted.user.id, reason);
                await load();
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
