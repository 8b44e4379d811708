import { z } from 'zod';
import { isoDateTimeSchema, textSchema, userIdSchema } from './common';
import { httpCall } from './define';
import {
  notificationAudienceSchema,
  notificationDismissibleSchema,
  notificationLocationSchema,
  notificationSeveritySchema,
  notificationTypeSchema,
  notificationVariantSchema,
} from './notifications';
import { richTextBlockSchema, richTextSchema } from './richText';

export const announcementIdSchema = z.uuid({ error: 'Notification id must be a uuid' });

/** The phases an announcement goes through: waiting for its start, showing, over. */
export const ANNOUNCEMENT_STATUSES = ['SCHEDULED', 'ACTIVE', 'EXPIRED'] as const;
export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);

const titleSchema = textSchema({ error: 'Title must be a string' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(120, { error: 'Title must be at most 120 characters' });

/** Plain text (one text block) or rich-text blocks. */
const messageSchema = z.union(
  [
    textSchema()
      .trim()
      .min(1, { error: 'Message is required' })
      .max(2000, { error: 'Message must be at most 2000 characters' }),
    z
      .array(richTextBlockSchema)
      .min(1, { error: 'Message is required' })
      .max(40, { error: 'Message may have at most 40 blocks' }),
  ],
  { error: 'Message must be text or a list of rich-text blocks' },
);

const prioritySchema = z
  .number({ error: 'Priority must be a number' })
  .int({ error: 'Priority must be a whole number' })
  .min(-1000, { error: 'Priority must be from -1000 to 1000' })
  .max(1000, { error: 'Priority must be from -1000 to 1000' });

const targetsSchema = z
  .array(userIdSchema, { error: 'Target users must be a list of user ids' })
  .max(1000, { error: 'At most 1000 target users' });

/** Every field an operator sets; optional ones take the defaults named in their comments. */
const announcementFields = {
  title: titleSchema,
  message: messageSchema,
  severity: notificationSeveritySchema,
  variant: notificationVariantSchema,
  audience: notificationAudienceSchema,
  /** Default CUSTOM. */
  type: notificationTypeSchema.optional(),
  /** Default ALL. */
  location: notificationLocationSchema.optional(),
  /** Default 0; higher shows first. */
  priority: prioritySchema.optional(),
  /** Default ALWAYS. */
  dismissible: notificationDismissibleSchema.optional(),
  /** USER: exactly one; USERS: one or more; other audiences: none. */
  targetUserIds: targetsSchema.optional(),
  /** Default now (a start in the past also means now). */
  startsAt: isoDateTimeSchema.optional(),
  /** Default never; null also means never. */
  expiresAt: isoDateTimeSchema.nullable().optional(),
};

export const createAnnouncementBody = z.object(announcementFields).strict();
export type CreateAnnouncementBody = z.infer<typeof createAnnouncementBody>;

/** Only the fields given change; at least one must be. */
export const updateAnnouncementBody = z
  .object({ id: announcementIdSchema, ...announcementFields })
  .partial()
  .required({ id: true })
  .strict()
  .refine((body) => Object.keys(body).length > 1, { error: 'Give at least one field to change' });
export type UpdateAnnouncementBody = z.infer<typeof updateAnnouncementBody>;

export const expireAnnouncementBody = z.object({ id: announcementIdSchema }).strict();

export const listAnnouncementsQuery = z
  .object({
    status: announcementStatusSchema.optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: 'Limit must be from 1 to 200' })
      .max(200, { error: 'Limit must be from 1 to 200' })
      .optional(),
  })
  .strict();

/** An announcement as operators see it: the notification plus who, when and its status. */
export const announcementSchema = z.object({
  id: announcementIdSchema,
  type: notificationTypeSchema,
  severity: notificationSeveritySchema,
  dismissible: notificationDismissibleSchema,
  priority: z.number().int(),
  location: notificationLocationSchema,
  variant: notificationVariantSchema,
  title: textSchema(),
  message: richTextSchema,
  audience: notificationAudienceSchema,
  targetUserIds: z.array(userIdSchema),
  startsAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema.nullable(),
  status: announcementStatusSchema,
  createdBy: userIdSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

const announcementAnswer = z.object({ announcement: announcementSchema });

export const adminNotificationsCalls = {
  adminCreateAnnouncement: httpCall({
    method: 'POST',
    path: '/admin/notifications',
    summary:
      'Create an announcement, now or scheduled, with its audience and expiry (admins); audited',
    auth: true,
    permission: 'notifications.manage',
    body: createAnnouncementBody,
    response: announcementAnswer,
  }),
  adminUpdateAnnouncement: httpCall({
    method: 'POST',
    path: '/admin/notifications/update',
    summary: 'Change an announcement; those who see it get the change live (admins); audited',
    auth: true,
    permission: 'notifications.manage',
    body: updateAnnouncementBody,
    response: announcementAnswer,
  }),
  adminExpireAnnouncement: httpCall({
    method: 'POST',
    path: '/admin/notifications/expire',
    summary: 'End an announcement now, or cancel a scheduled one (admins); audited',
    auth: true,
    permission: 'notifications.manage',
    body: expireAnnouncementBody,
    response: announcementAnswer,
  }),
  adminListAnnouncements: httpCall({
    method: 'GET',
    path: '/admin/notifications',
    summary: 'Announcements, newest first, optionally by status (admins)',
    auth: true,
    permission: 'notifications.manage',
    query: listAnnouncementsQuery,
    response: z.object({ announcements: z.array(announcementSchema) }),
  }),
};
