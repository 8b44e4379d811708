import { useState } from 'react';
import type { RichTextBlock } from '../../../shared/contract/richText';
import { CloseButton } from '../../ui/CloseButton';
import { useRedact } from '../streamer/redact';
import type { NotificationEntry } from './notification-store';
import { dismissNotification } from './notifications';
import { RichTextView } from './RichTextView';

const severityLabel = { SUCCESS: 'Success', NOTICE: 'Notice', WARNING: 'Warning', ERROR: 'Error' };

export function SeverityIcon({ severity }: { severity: NotificationEntry['props']['severity'] }) {
  const path =
    severity === 'SUCCESS'
      ? 'M6 12.5l4 4 8-9'
      : severity === 'ERROR'
        ? 'M8 8l8 8M16 8l-8 8'
        : 'M12 7v6M12 16.5v.01';
  return (
    <span className="notice__icon" aria-hidden="true">
      <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}

function DismissButton({ entry }: { entry: NotificationEntry }) {
  if (entry.props.dismissible === 'NEVER') return null;
  return (
    <CloseButton
      label={`Dismiss ${entry.props.title}`}
      iconSize={14}
      className="notice__close"
      onClick={() => dismissNotification(entry.notificationId)}
    />
  );
}

/** The remaining lifetime as a shrinking bar (CSS animation, so no re-renders while it runs). */
function Countdown({ entry }: { entry: NotificationEntry }) {
  const { expiryDate, createdAt } = entry.props;
  const [timing] = useState(() => {
    if (!expiryDate) return null;
    const end = Date.parse(expiryDate);
    const total = Math.max(1, end - Date.parse(createdAt));
    const remaining = Math.max(0, end - Date.now());
    return { remaining, startScale: Math.min(1, remaining / total) };
  });
  if (!timing) return null;
  return (
    <div className="notice__countdown" data-testid="notification-countdown" aria-hidden="true">
      <div
        className="notice__countdown-bar"
        style={{
          animationDuration: `${timing.remaining}ms`,
          ['--countdown-from' as string]: String(timing.startScale),
        }}
      />
    </div>
  );
}

const isAction = (block: RichTextBlock) => block.type === 'ACTION';

/**
 * A corner alert or top banner. Its ACTION buttons get their own row under the words:
 * inline, a wide button overlapped the text in a narrow card.
 */
export function NoticeCard({ entry, area }: { entry: NotificationEntry; area: 'corner' | 'top' }) {
  const { props } = entry;
  const redact = useRedact();
  const actions = props.message.filter(isAction);
  return (
    <div
      className={`notice notice--${area} notice--${props.severity.toLowerCase()}`}
      data-testid={`notification-${area}`}
      role="group"
      aria-label={`${severityLabel[props.severity]}: ${redact(props.title)}`}
    >
      <SeverityIcon severity={props.severity} />
      <div className="notice__body">
        <p className="notice__title">{redact(props.title)}</p>
        <div className="notice__message">
          <RichTextView blocks={props.message.filter((block) => !isAction(block))} />
        </div>
        {actions.length > 0 && (
          <div className="notice__actions">
            <RichTextView blocks={actions} />
          </div>
        )}
      </div>
      <DismissButton entry={entry} />
      {area === 'corner' && <Countdown entry={entry} />}
    </div>
  );
}
