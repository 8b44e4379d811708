import { useEffect, useId, useState } from 'react';
import { useRouteHandle } from '../routing/route-handle';
import { sessionStore } from '../session/session-store';
import { useRedact } from '../streamer/redact';
import { Button } from '../../ui/Button';
import {
  notificationStore,
  useNotifications,
  visibleIn,
  type NotificationEntry,
} from './notification-store';
import { dismissNotification, listenToNotificationEvents, notify } from './notifications';
import { advancePopup, announcementOf } from './popup-paging';
import { SeverityIcon } from './NoticeCard';
import { RichTextView } from './RichTextView';
import './notifications.css';

function CenterPopup({ entries }: { entries: NotificationEntry[] }) {
  // Going forward dismisses the page shown, so the current one is always the first left.
  const [done, setDone] = useState(0);
  const titleId = useId();
  const redact = useRedact();
  const entry = entries[0];
  if (!entry) return null;
  const total = done + entries.length;
  const last = entries.length === 1;

  function forward() {
    const ids = entries.map((candidate) => candidate.notificationId);
    const { dismiss, nextPage } = advancePopup(ids, last ? ids.length - 1 : 0);
    for (const id of dismiss) dismissNotification(id);
    setDone(nextPage === null ? 0 : done + 1);
  }

  return (
    <div className="notice-popup" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className={`notice-popup__panel notice--${entry.props.severity.toLowerCase()}`}>
        <SeverityIcon severity={entry.props.severity} />
        <h2 id={titleId} className="notice-popup__title">
          {redact(entry.props.title)}
        </h2>
        <div className="notice-popup__message">
          <RichTextView blocks={entry.props.message} />
        </div>
        <div className="notice-popup__footer">
          {total > 1 && (
            <span className="notice-popup__pages">
              {done + 1} of {total}
            </span>
          )}
          <Button variant="primary" onClick={forward}>
            {last ? 'OK' : 'Next'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Greets a player who has just logged in or registered in this tab. */
function welcomeOnSignIn(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (previous.initialized && !previous.user && state.user)
      notify({ title: 'Welcome', message: `Signed in as ${state.user.username}. Good luck!` });
  });
}

/** Announces each new notification to screen readers. */
function useAnnouncement(): string {
  const [text, setText] = useState('');
  const redact = useRedact();
  useEffect(
    () =>
      notificationStore.subscribe((state, previous) => {
        const known = new Set(previous.entries.map((entry) => entry.notificationId));
        const added = state.entries.find((entry) => !known.has(entry.notificationId));
        if (added) setText(announcementOf(added.props.title, added.props.message));
      }),
    [],
  );
  return redact(text);
}

/**
 * The centre popup (the one notice that may block, for what needs an answer) and the
 * screen-reader announcement of each new notice. The others show in the notice tray.
 */
export function NotificationAreas() {
  const entries = useNotifications((state) => state.entries);
  const { notificationLocation } = useRouteHandle();
  const announcement = useAnnouncement();

  useEffect(() => {
    listenToNotificationEvents();
    return welcomeOnSignIn();
  }, []);

  const center = visibleIn(entries, 'center', notificationLocation);

  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {center.length > 0 && <CenterPopup entries={center} />}
    </>
  );
}
