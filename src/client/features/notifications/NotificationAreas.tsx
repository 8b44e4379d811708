import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteHandle } from '../routing/route-handle';
import { sessionStore } from '../session/session-store';
import { useRedact } from '../streamer/redact';
import { notificationStore, useNotifications, visibleIn } from './notification-store';
import { listenToNotificationEvents, notify } from './notifications';
import { announcementOf } from './popup-paging';
import './notifications.css';

// The popup shows only for a notice that asks for an answer: its code loads when one comes.
const CenterPopup = lazy(() =>
  import('./CenterPopup').then((module) => ({ default: module.CenterPopup })),
);

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
      {center.length > 0 && (
        <Suspense fallback={null}>
          <CenterPopup entries={center} />
        </Suspense>
      )}
    </>
  );
}
