import { useEffect, useId, useRef, useState } from 'react';
import { CloseButton } from '../../ui/CloseButton';
import { LineIcon } from '../../ui/LineIcon';
import { Popover } from '../../ui/Popover';
import { dismissNotification } from './notifications';
import { notificationStore, useNotifications, type NotificationEntry } from './notification-store';
import { inboxContents, inboxLabel, unreadCount } from './inbox';
import { RichTextView } from './RichTextView';
import { useRedact } from '../streamer/redact';
import './notification-inbox.css';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const BELL = 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0';

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

/**
 * The header's bell: INBOX notifications and the ones already shown during this visit.
 * The badge counts unread INBOX notifications; opening the inbox marks everything read.
 */
export function NotificationInbox() {
  const entries = useNotifications((state) => state.entries);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const unread = unreadCount(entries);
  const { current, past } = inboxContents(entries);

  // Opening (focus goes to the heading) counts everything as read.
  useEffect(() => {
    if (open) notificationStore.getState().markAllRead();
  }, [open]);

  // Items arriving while it is open are seen at once.
  useEffect(() => {
    if (open && unread > 0) notificationStore.getState().markAllRead();
  }, [open, unread]);

  function clearPast() {
    const { remove } = notificationStore.getState();
    for (const entry of past) remove(entry.notificationId);
    heading.current?.focus();
  }

  return (
    <div className="inbox">
      <Popover
        open={open}
        onOpenChange={setOpen}
        labelledBy={headingId}
        initialFocus={heading}
        className="inbox__panel"
        trigger={(props) => (
          <button
            type="button"
            className="inbox__trigger"
            aria-label={inboxLabel(unread)}
            {...props()}
          >
            <LineIcon path={BELL} size={20} roundJoins />
            {unread > 0 && (
              <span className="inbox__badge" aria-hidden="true" data-testid="inbox-unread">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </button>
        )}
      >
        <h2 id={headingId} ref={heading} className="inbox__heading" tabIndex={-1}>
          Notifications
        </h2>
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
                  <button type="button" className="inbox__clear" onClick={clearPast}>
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
      </Popover>
    </div>
  );
}
