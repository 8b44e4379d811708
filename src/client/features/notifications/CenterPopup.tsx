import { useId, useState } from 'react';
import { useRedact } from '../streamer/redact';
import { Button } from '../../ui/Button';
import type { NotificationEntry } from './notification-store';
import { dismissNotification } from './notifications';
import { advancePopup } from './popup-paging';
import { SeverityIcon } from './NoticeCard';
import { RichTextView } from './RichTextView';

/** The one notice that may block, for what needs an answer; a page at a time. */
export function CenterPopup({ entries }: { entries: NotificationEntry[] }) {
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
