import { z } from 'zod';
import { httpCall } from './define';
import {
  dataBody,
  entityIdSchema,
  isoDateTimeSchema,
  okSchema,
  textSchema,
  userIdSchema,
} from './common';
import { richTextSchema } from './richText';

export const NOTIFICATION_SEVERITIES = ['SUCCESS', 'NOTICE', 'WARNING', 'ERROR'] as const;
export const notificationSeveritySchema = z.enum(NOTIFICATION_SEVERITIES);

export const NOTIFICATION_TYPES = [
  'CUSTOM',
  'ROULETTE_DOUBLE_GREEN',
  'ROULETTE_TRIPLE_GREEN',
  'RAIN_PAYOUT',
  'HIGH_WIN',
  'RARE_WIN',
  'CRASH_100X',
  'GAME_DISABLED',
  'USER_MUTED',
  'FIAT_DEPOSIT_COMPLETED',
  'CRYPTO_DEPOSIT_ACKNOWLEDGED',
  'CRYPTO_DEPOSIT_UPDATE',
  'CRYPTO_DEPOSIT_COMPLETED',
  'CRYPTO_WITHDRAWAL_ACKNOWLEDGED',
  'CRYPTO_WITHDRAWAL_COMPLETED',
  'CRYPTO_WITHDRAWAL_FAILED',
  'STEAM_DEPOSIT_COMPLETED',
  'STEAM_WITHDRAWAL_COMPLETED',
  'STEAM_WITHDRAWAL_FAILED',
  'STEAM_TRADE_OFFER_SENT',
  'STEAM_TRADE_OFFER_CANCELLED',
  'FREE_CASES',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Where a notification shows: ALL, or one route's notification location. */
export const NOTIFICATION_LOCATIONS = [
  'ALL',
  'GAMES',
  'INDEX',
  'SETTINGS',
  'SKIN_UPGRADER',
  'CASE_BATTLE',
  'CASE_UNBOX',
  'ROULETTE',
  'CRASH',
  'MINES',
  'DICE',
  'PLINKO',
] as const;
export const notificationLocationSchema = z.enum(NOTIFICATION_LOCATIONS);

/** Display kinds (the `variant` field). */
export const NOTIFICATION_VARIANTS = [
  'BANNER',
  'CENTER_ALERT',
  'CORNER_ALERT',
  'TOP_ALERT',
  'INBOX',
  'CHAT_PIN',
] as const;
export const notificationVariantSchema = z.enum(NOTIFICATION_VARIANTS);

/** Who a server notification is for; the server resolves this into each socket's target. */
export const NOTIFICATION_AUDIENCES = [
  'EVERYONE',
  'USER',
  'USERS',
  'VISITORS',
  'NEW_USERS',
] as const;
export const notificationAudienceSchema = z.enum(NOTIFICATION_AUDIENCES);

/** NEVER hides the close button. */
export const NOTIFICATION_DISMISSIBLE = ['ALWAYS', 'NEVER'] as const;
export const notificationDismissibleSchema = z.enum(NOTIFICATION_DISMISSIBLE);

export const NOTIFICATION_SOURCES = ['server', 'client'] as const;
export const notificationSourceSchema = z.enum(NOTIFICATION_SOURCES);

export const notificationSchema = z.object({
  _id: entityIdSchema,
  source: notificationSourceSchema,
  type: notificationTypeSchema,
  severity: notificationSeveritySchema,
  dismissible: notificationDismissibleSchema,
  /** Higher shows first; client-created notifications use 1. */
  priority: z.number().int(),
  location: notificationLocationSchema,
  message: richTextSchema,
  /** The user it is for; null when it goes to a wider audience. */
  target: userIdSchema.nullable(),
  title: textSchema(),
  variant: notificationVariantSchema,
  createdAt: isoDateTimeSchema,
  expiryDate: isoDateTimeSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationNewPayload = z.object({
  data: z.object({ notification: notificationSchema }),
});
/** Merged into the stored notification with the same _id. */
export const notificationUpdatePayload = z.object({
  data: z.object({ notification: notificationSchema.partial().required({ _id: true }) }),
});
export const notificationExpirePayload = z.object({
  data: z.object({ notification: z.object({ _id: entityIdSchema }) }),
});

export const notificationsCalls = {
  listNotifications: httpCall({
    method: 'GET',
    path: '/notifications',
    summary: 'Current notifications for this visitor or user',
    response: z.object({ notifications: z.array(notificationSchema) }),
  }),
  dismissNotification: httpCall({
    method: 'POST',
    path: '/notifications/dismiss',
    summary: 'Dismiss a server notification for this user',
    auth: true,
    body: dataBody({ notificationId: entityIdSchema }),
    response: okSchema,
  }),
};
