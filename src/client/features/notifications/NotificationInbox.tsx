import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LineIcon } from '../../ui/LineIcon';
import { Popover } from '../../ui/Popover';
import { notificationStore, useNotifications } from './notification-store';
import { inboxContents, inboxLabel, unreadCount } from './inbox';
import './notification-inbox.css';

const BELL = 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0';

// The list (rich text, dismiss buttons) is a chunk of its own, fetched after the first
// paint so the bell opens at once.
const loadList = () => import('./InboxList');
const InboxList = lazy(() => loadList().then((module) => ({ default: module.InboxList })));

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

  useEffect(() => {
    void loadList().catch(() => undefined);
  }, []);

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
        <Suspense fallback={null}>
          <InboxList current={current} past={past} headingId={headingId} onClear={clearPast} />
        </Suspense>
      </Popover>
    </div>
  );
}
