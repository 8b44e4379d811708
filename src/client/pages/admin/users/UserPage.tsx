import { useEffect, useState } from 'react';
import { Link } from '../../../router';
import type { AdminUserDetail } from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { formatAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { plainTextOf } from '../plain-text';
import { restrictionOf } from './restriction';
import { UserActionForm } from './UserActionForm';
import { UserBets, UserLedger } from './UserHistory';
import { type UserActionName, userActions } from './user-actions';
import { usersAdminApi } from './users-admin-api';
import './users.css';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

const BUTTONS: ReadonlyArray<[UserActionName, (user: AdminUserDetail) => string | null]> = [
  ['adjust', () => 'Adjust balance'],
  ['ban', (u) => (restrictionOf(u.bannedUntil, null) ? 'Unban' : 'Ban')],
  ['mute', (u) => (restrictionOf(null, u.mutedUntil) ? 'Unmute' : 'Mute')],
  ['roles', () => 'Roles'],
  ['revokeSessions', () => 'End sessions'],
  ['resetTwoFactor', (u) => (u.twoFactorEnabled ? 'Reset 2FA' : null)],
  ['note', () => 'Add note'],
];

/**
 * /admin/users/{id}: one account whole (money, KYC, limits, sessions, chat, notes, ledger,
 * bets) and the actions on it. Each action is the server's to accept: the page reloads the
 * account from the server once it has.
 */
export default function UserPage({ id }: { id: string }) {
  const [user, setUser] = useState<AdminUserDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<UserActionName | null>(null);
  const [done, setDone] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    usersAdminApi.get(id, controller.signal).then(
      (answer) => setUser(answer.user),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [id, version]);

  if (error) return <p role="alert">{error}</p>;
  if (!user) return <p aria-busy="true">Loading the account…</p>;
  const actions = userActions(user);

  return (
    <article className="admin-users" aria-labelledby="admin-user-title">
      <p>
        <Link to="/admin/users">All users</Link>
      </p>
      <h1 id="admin-user-title">{user.username}</h1>
      <dl className="admin-users__facts">
        <dt>Id</dt>
        <dd>{user.id}</dd>
        <dt>E-mail</dt>
        <dd>
          {user.email ?? '—'}
          {user.email && !user.emailVerified ? ' (not verified)' : ''}
        </dd>
        <dt>Steam</dt>
        <dd>{user.steamId ?? '—'}</dd>
        <dt>Discord</dt>
        <dd>{user.discord?.username ?? '—'}</dd>
        <dt>Roles</dt>
        <dd>{user.roles.join(', ')}</dd>
        <dt>Joined</dt>
        <dd>{when(user.createdAt)}</dd>
        <dt>Two-factor</dt>
        <dd>{user.twoFactorEnabled ? 'On' : 'Off'}</dd>
        <dt>Banned until</dt>
        <dd>{when(user.bannedUntil)}</dd>
        <dt>Muted until</dt>
        <dd>{when(user.mutedUntil)}</dd>
        <dt>Balance</dt>
        <dd data-testid="user-balance">{formatAmount(user.balance)} gems</dd>
        <dt>Vault</dt>
        <dd>{formatAmount(user.vault)} gems</dd>
      </dl>

      <section className="admin-users__section" aria-labelledby="user-actions-title">
        <h2 id="user-actions-title">Actions</h2>
        <div className="admin-users__actions">
          {BUTTONS.map(([name, label]) => {
            const text = label(user);
            return (
              text && (
                <Button
                  key={name}
                  type="button"
                  variant="secondary"
                  aria-expanded={open === name}
                  onClick={() => {
                    setDone('');
                    setOpen(name);
                  }}
                >
                  {text}
                </Button>
              )
            );
          })}
        </div>
        <p role="status" data-testid="user-action-done">
          {done}
        </p>
        {open && (
          <UserActionForm
            key={open}
            action={actions[open]}
            onCancel={() => setOpen(null)}
            onDone={(message) => {
              setOpen(null);
              setDone(message);
              setVersion((v) => v + 1);
            }}
          />
        )}
      </section>

      <section className="admin-users__section" aria-labelledby="user-kyc-title">
        <h2 id="user-kyc-title">KYC and limits</h2>
        <p>KYC level {user.kyc.level}</p>
        {user.kyc.documents.length > 0 && (
          <ul>
            {user.kyc.documents.map((doc) => (
              <li key={doc.id}>
                Level {doc.level} document, {doc.status}
                {doc.reason ? ` (${doc.reason})` : ''}, sent {when(doc.createdAt)}
              </li>
            ))}
          </ul>
        )}
        <p>
          Self-exclusion:{' '}
          {user.limits.selfExcludedForGood
            ? 'for good'
            : user.limits.selfExcludedUntil
              ? `until ${when(user.limits.selfExcludedUntil)}`
              : 'none'}
        </p>
        <ul>
          {user.limits.limits
            .filter((limit) => limit.amount !== null || limit.pending !== null)
            .map((limit) => (
              <li key={`${limit.kind}-${limit.period}`}>
                {limit.kind} per {limit.period}:{' '}
                {limit.amount === null ? 'none' : `${formatAmount(limit.amount)} gems`}
                {limit.pending ? `, changing on ${when(limit.pending.from)}` : ''}
              </li>
            ))}
        </ul>
      </section>

      <section className="admin-users__section" aria-labelledby="user-sessions-title">
        <h2 id="user-sessions-title">Sessions and devices</h2>
        {user.sessions.length === 0 ? (
          <p>No live session.</p>
        ) : (
          <ul>
            {user.sessions.map((s) => (
              <li key={s.id}>
                {s.userAgent ?? 'Unknown device'} from {s.ip ?? 'an unknown address'}, last seen{' '}
                {when(s.lastSeenAt)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-users__section" aria-labelledby="user-chat-title">
        <h2 id="user-chat-title">Recent chat</h2>
        {user.chat.length === 0 ? (
          <p>No message.</p>
        ) : (
          <ul>
            {user.chat.map((m) => (
              <li key={m.id}>
                {when(m.createdAt)} in {m.channel}: {plainTextOf(m.blocks)}
                {m.removed ? ' (removed)' : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-users__section" aria-labelledby="user-notes-title">
        <h2 id="user-notes-title">Staff notes</h2>
        {user.notes.length === 0 ? (
          <p>No note.</p>
        ) : (
          <ul>
            {user.notes.map((note) => (
              <li key={note.id}>
                {when(note.createdAt)}, {note.author ?? 'a former operator'}: {note.body}
              </li>
            ))}
          </ul>
        )}
      </section>

      <UserLedger userId={user.id} reloadKey={version} />
      <UserBets userId={user.id} />
    </article>
  );
}
