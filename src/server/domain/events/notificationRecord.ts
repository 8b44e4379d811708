import type {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_DISMISSIBLE,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_TYPES,
  NOTIFICATION_VARIANTS,
  RichTextBlock,
} from '../../../shared/contract';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];
export type NotificationLocation = (typeof NOTIFICATION_LOCATIONS)[number];
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export type NotificationDismissible = (typeof NOTIFICATION_DISMISSIBLE)[number];

/** A stored server notification as the domain sees it (one row of `notifications`). */
export interface NotificationRecord {
  id: string;
  type: NotificationType;
  severity: NotificationSeverity;
  dismissible: NotificationDismissible;
  priority: number;
  location: NotificationLocation;
  variant: NotificationVariant;
  title: string;
  message: RichTextBlock[];
  audience: NotificationAudience;
  /** USER: exactly one id; USERS: one or more; every other audience: none. */
  targetUserIds: string[];
  startsAt: Date;
  expiresAt: Date | null;
  /** The operator who made it; null for notices the server raised itself. */
  createdBy: string | null;
  createdAt: Date;
}

/** Who a notification goes to: enough to resolve its audience, nothing more. */
export type AudienceOf = Pick<NotificationRecord, 'audience' | 'targetUserIds'>;
