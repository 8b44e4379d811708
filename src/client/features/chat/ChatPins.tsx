import { CloseButton } from '../../ui/CloseButton';
import { chatPinsAt } from '../notifications/chat-pins';
import { useNotifications, type NotificationEntry } from '../notifications/notification-store';
import { dismissNotification } from '../notifications/notifications';
import { RichTextView } from '../notifications/RichTextView';
import { useRouteHandle } from '../routing/route-handle';
import { useRedact } from '../streamer/redact';

function ChatPin({ entry }: { entry: NotificationEntry }) {
  const { props } = entry;
  const title = useRedact()(props.title);
  return (
    <div
      className={`chat-pin chat-pin--${props.severity.toLowerCase()}`}
      role="group"
      aria-label={title}
    >
      <div className="chat-pin__body">
        <p className="chat-pin__title">{title}</p>
        <div className="chat-pin__message">
          <RichTextView blocks={props.message} />
        </div>
      </div>
      {props.dismissible !== 'NEVER' && (
        // Dismissed like any notification: closed here, and the server remembers it.
        <CloseButton
          label={`Dismiss ${title}`}
          iconSize={14}
          className="chat-pin__dismiss"
          onClick={() => dismissNotification(entry.notificationId)}
        />
      )}
    </div>
  );
}

/** CHAT_PIN notifications, pinned above the chat's messages until dismissed. */
export function ChatPins() {
  const entries = useNotifications((state) => state.entries);
  const { notificationLocation } = useRouteHandle();
  const pins = chatPinsAt(entries, notificationLocation);
  if (pins.length === 0) return null;
  return (
    <section className="chat-pins" aria-label="Pinned">
      {pins.map((entry) => (
        <ChatPin key={entry.notificationId} entry={entry} />
      ))}
    </section>
  );
}
