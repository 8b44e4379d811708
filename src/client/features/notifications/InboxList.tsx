import { CloseButton } from '../../ui/CloseButton';
import { useRedact } from '../streamer/redact';
import type { NotificationEntry } from './notification-store';
import { dismissNotification } from './notifications';
import { RichTextView } from './RichTextView';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function InboxItem({ entry, past }: { entry: NotificationEntry; past: boolean }) {
  const { props } = entry;
  const canDismiss = !past && props.dismissible !== 'NEVER';
  const title = useRedact()(props.title);
  return (
    <li
      className={`inbox-item inbox-item--${props.severity.toLowerCase()}${past ? ' inbox-item--past' : ''}`}
      data-testid="inbox-item"
    >
      <div className="inbox-item__body">
        <p className="inbox-item__title">{title}</p>
        <div className="inbox-item__message">
          <RichTextView blocks={props.message} />
        </div>
        <time className="inbox-item__time" dateTime={props.createdAt}>
          {timeFormat.format(new Date(props.createdAt))}
        </time>
      </div>
      {canDismiss && (
        <CloseButton
          label={`Dismiss ${title}`}
          iconSize={14}
          className="inbox-item__dismiss"
          onClick={() => dismissNotification(entry.notificationId)}
        />
      )}
    </li>
  );
}

/** The inbox's notices: the new ones, then the ones already shown (which may be cleared). */
export function InboxList(props: {
  current: readonly NotificationEntry[];
  past: readonly NotificationEntry[];
  headingId: string;
  onClear: () => void;
}) {
  const { current, past, headingId, onClear } = props;
  return (
    <>
      {current.length === 0 && past.length === 0 ? (
        <p className="inbox__empty">Nothing here yet. Notices and announcements land here.</p>
      ) : (
        <div className="inbox__scroll">
          {current.length > 0 && (
            <section aria-label="New">
              <ul className="inbox__list">
                {current.map((entry) => (
                  <InboxItem key={entry.notificationId} entry={entry} past={false} />
                ))}
              </ul>
            </section>
          )}
          {past.length > 0 && (
            <section aria-labelledby={`${headingId}-earlier`}>
              <div className="inbox__section-head">
                <h3 id={`${headingId}-earlier`} className="inbox__subheading">
                  Earlier
                </h3>
                <button type="button" className="inbox__clear" onClick={onClear}>
                  Clear
                </button>
              </div>
              <ul className="inbox__list">
                {past.map((entry) => (
                  <InboxItem key={entry.notificationId} entry={entry} past />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  );
}
