import { useId, useState } from 'react';
import { Link } from '../../../router';
import {
  SPONSORSHIP_STATUSES,
  type SponsorshipApplication,
  type SponsorshipStatus,
} from '../../../../shared/contract/sponsorships';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { contentApi } from './content-admin-api';
import { useAdminList } from '../use-admin-list';

const STATUS_NAME: Record<SponsorshipStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  declined: 'Declined',
};
const MARK_AS: Record<SponsorshipStatus, string> = {
  new: 'Mark new',
  contacted: 'Mark contacted',
  declined: 'Mark declined',
};
const PLATFORM_NAME: Record<SponsorshipApplication['platform'], string> = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  kick: 'Kick',
  tiktok: 'TikTok',
  x: 'X',
  other: 'Other',
};

const WHEN = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const audience = new Intl.NumberFormat('en-GB');

type Shown = SponsorshipStatus | 'all';

/** The sponsorship applications, newest first, each marked new, contacted or declined. */
export function SponsorshipsPanel() {
  const filterId = useId();
  const [shown, setShown] = useState<Shown>('all');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const [applications, setApplications] = useAdminList(
    (signal) => contentApi.applications(signal).then((answer) => answer.applications),
    setError,
  );

  const mark = async (application: SponsorshipApplication, status: SponsorshipStatus) => {
    setError(null);
    setBusyId(application.id);
    try {
      const answer = await contentApi.markApplication(application.id, status);
      setApplications(
        (now) => now?.map((one) => (one.id === application.id ? answer.application : one)) ?? null,
      );
      setDone(
        `The application of ${application.channelUrl} is marked ${STATUS_NAME[status].toLowerCase()}.`,
      );
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusyId(null);
    }
  };

  const count = (status: Shown) =>
    status === 'all'
      ? (applications?.length ?? 0)
      : (applications?.filter((one) => one.status === status).length ?? 0);
  const listed = applications?.filter((one) => shown === 'all' || one.status === shown) ?? [];

  return (
    <section className="admin-content__section" aria-labelledby="admin-sponsorships-title">
      <div className="admin-content__head">
        <h2 id="admin-sponsorships-title" className="admin-content__subtitle">
          Sponsorship applications
        </h2>
        <div className="admin-content__filter">
          <label className="text-field__label" htmlFor={filterId}>
            Show
          </label>
          <select
            id={filterId}
            className="text-field__input"
            value={shown}
            onChange={(event) => setShown(event.target.value as Shown)}
          >
            <option value="all">All ({count('all')})</option>
            {SPONSORSHIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_NAME[status]} ({count(status)})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="admin-content__done">
        {done}
      </p>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      {applications === null && !error && (
        <p className="admin-content__meta">Loading the applications…</p>
      )}
      {applications && listed.length === 0 && (
        <p className="admin-content__meta">
          {shown === 'all'
            ? 'No application yet.'
            : `No application is marked ${STATUS_NAME[shown].toLowerCase()}.`}
        </p>
      )}
      {listed.length > 0 && (
        <ul className="admin-content__list" aria-label="Sponsorship applications, newest first">
          {listed.map((application) => (
            <li key={application.id} className="admin-content__item admin-content__item--stacked">
              <div className="admin-content__item-text">
                <p className="admin-content__item-title">
                  {PLATFORM_NAME[application.platform]}:{' '}
                  <a href={application.channelUrl} target="_blank" rel="noopener noreferrer">
                    {application.channelUrl}
                  </a>{' '}
                  <span
                    className={`admin-tag${application.status === 'new' ? ' admin-tag--warn' : ''}`}
                  >
                    {STATUS_NAME[application.status]}
                  </span>
                </p>
                <dl className="admin-facts">
                  <dt>Audience</dt>
                  <dd>{audience.format(application.audienceSize)}</dd>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${application.email}`}>{application.email}</a>
                  </dd>
                  <dt>Received</dt>
                  <dd>
                    <time dateTime={application.createdAt}>
                      {WHEN.format(new Date(application.createdAt))} UTC
                    </time>
                  </dd>
                  <dt>Sent by</dt>
                  <dd>
                    {application.userId ? (
                      <Link to={`/admin/users/${application.userId}`}>their account</Link>
                    ) : (
                      'a visitor, not signed in'
                    )}
                  </dd>
                </dl>
                <p className="admin-content__message">{application.message}</p>
              </div>
              <div className="admin-content__actions">
                {SPONSORSHIP_STATUSES.filter((status) => status !== application.status).map(
                  (status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant={status === 'new' ? 'ghost' : 'secondary'}
                      busy={busyId === application.id}
                      aria-label={`${MARK_AS[status]}: ${application.channelUrl}`}
                      onClick={() => void mark(application, status)}
                    >
                      {MARK_AS[status]}
                    </Button>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
