import type { Notification } from '../../../../shared/contract';
import { NoticeCard } from '../../../features/notifications/NoticeCard';

const PLACES: Record<Notification['variant'], string> = {
  BANNER: 'a banner across the top of the page',
  TOP_ALERT: 'an alert at the top of the page',
  CORNER_ALERT: 'an alert in the corner',
  CENTER_ALERT: 'a pop-up in the middle of the page',
  INBOX: 'an entry of the inbox',
  CHAT_PIN: 'a message pinned above the chat',
};

/**
 * The announcement as a player will see it: the player's own notice card, fed the form's
 * values (never shown to anyone else; dismissing it here changes nothing).
 */
export function AnnouncementPreview({
  notification,
}: {
  notification: Pick<Notification, 'title' | 'message' | 'severity' | 'variant' | 'dismissible'>;
}) {
  const props: Notification = {
    _id: 'preview',
    source: 'server',
    type: 'CUSTOM',
    priority: 0,
    location: 'ALL',
    target: null,
    createdAt: new Date(0).toISOString(),
    ...notification,
  };
  const area = notification.variant === 'CORNER_ALERT' ? 'corner' : 'top';
  return (
    <figure className="admin-promo__preview" data-testid="announcement-preview">
      <figcaption>Preview: {PLACES[notification.variant]}</figcaption>
      <NoticeCard
        entry={{ notificationId: 'preview', props, show: true, read: false }}
        area={area}
      />
    </figure>
  );
}
