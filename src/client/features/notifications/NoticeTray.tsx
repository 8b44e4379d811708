import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '../../router';
import { CloseButton } from '../../ui/CloseButton';
import { useRouteHandle } from '../routing/route-handle';
import { useRedact } from '../streamer/redact';
import { useNotifications, visibleIn, type NotificationEntry } from './notification-store';
import { NoticeCard, SeverityIcon } from './NoticeCard';
import { dismissNotification } from './notifications';
import { RichTextView } from './RichTextView';
import { traySummary } from './tray-summary';
import './notice-tray.css';

/** The words of a notice on one line: no buttons, no battle cards. */
const isInline = (block: NotificationEntry['props']['message'][number]) =>
  block.type !== 'ACTION' && block.type !== 'CASE_BATTLE';

function SummaryLine(props: {
  entry: NotificationEntry;
  more: number;
  listId: string;
  onOpen: () => void;
}) {
  const { entry, more, listId, onOpen } = props;
  const redact = useRedact();
  const { title, severity, message, dismissible } = entry.props;
  return (
    <div
      className={`notice notice-tray__summary notice--${severity.toLowerCase()}`}
      data-testid="notification-summary"
    >
      <SeverityIcon severity={severity} />
      <p className="notice-tray__line">
        <strong className="notice__title">{redact(title)}</strong>{' '}
        <span className="notice-tray__words">
          <RichTextView blocks={message.filter(isInline)} />
        </span>
      </p>
      <button
        type="button"
        className="notice-tray__toggle"
        aria-expanded="false"
        aria-controls={listId}
        aria-label={more > 0 ? `Show all ${more + 1} notices` : `Show the whole notice`}
        onClick={onOpen}
      >
        {more > 0 ? `+${more}` : <Chevron up={false} />}
      </button>
      {dismissible !== 'NEVER' && (
        <CloseButton
          label={`Dismiss ${redact(title)}`}
          iconSize={14}
          className="notice__close"
          onClick={() => dismissNotification(entry.notificationId)}
        />
      )}
    </div>
  );
}

function Chevron({ up }: { up: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={up ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Publishes the tray's height, so a page that fits one screen leaves room for it. */
function usePublishedHeight(ref: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const tray = ref.current;
    const layout = tray?.closest<HTMLElement>('.root-layout');
    if (!tray || !layout) return;
    const publish = () => {
      const style = getComputedStyle(tray);
      const height =
        style.display === 'none'
          ? 0
          : tray.getBoundingClientRect().height +
            parseFloat(style.marginTop) +
            parseFloat(style.marginBottom);
      layout.style.setProperty('--notice-tray-height', `${Math.ceil(height)}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(tray);
    return () => {
      observer.disconnect();
      layout.style.removeProperty('--notice-tray-height');
    };
  }, [ref]);
}

/**
 * Every notice that does not ask for an answer (banners, top alerts, corner alerts, and the
 * layout's `extras`, such as the new-version note) in a reserved place above the page, in
 * the page's flow: it moves the page down, never covers it. Banners and top alerts keep
 * their 400 px column, centred; corner alerts their 310 px column on the right. On a game's
 * page the tray is one line (the first notice and how many more) until the player opens it,
 * so the canvas and its controls still fit one screen.
 */
export function NoticeTray({ extras = [] }: { extras?: readonly ReactNode[] }) {
  const entries = useNotifications((state) => state.entries);
  const { notificationLocation, gameKey } = useRouteHandle();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const trayRef = useRef<HTMLDivElement>(null);
  usePublishedHeight(trayRef);
  // A new page starts with its tray as that page keeps it.
  useEffect(() => setOpen(false), [pathname]);

  const top = visibleIn(entries, 'top', notificationLocation);
  const corner = visibleIn(entries, 'corner', notificationLocation);
  const summary = traySummary(top, corner);
  const compact = gameKey !== undefined && !open;
  // One line on a game's page: the page's own notes count among the "+N" behind the first.
  const shownExtras = compact && summary ? [] : extras;

  return (
    <div ref={trayRef} className="notice-tray">
      {shownExtras}
      {summary && compact && (
        <SummaryLine
          entry={summary.first}
          more={summary.more + extras.length}
          listId={listId}
          onOpen={() => setOpen(true)}
        />
      )}
      {summary && !compact && (
        <div id={listId} className="notice-tray__areas">
          {top.length > 0 && (
            <section className="notice-area notice-area--top" aria-label="Announcements">
              {top.map((entry) => (
                <NoticeCard key={entry.notificationId} entry={entry} area="top" />
              ))}
            </section>
          )}
          {corner.length > 0 && (
            <section className="notice-area notice-area--corner" aria-label="Notifications">
              {corner.map((entry) => (
                <NoticeCard key={entry.notificationId} entry={entry} area="corner" />
              ))}
            </section>
          )}
          {gameKey !== undefined && (
            <button
              type="button"
              className="notice-tray__toggle notice-tray__less"
              aria-expanded="true"
              aria-controls={listId}
              aria-label="Show less"
              onClick={() => setOpen(false)}
            >
              <Chevron up />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
