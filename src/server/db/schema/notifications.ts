import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Server notifications (spec section 4, "Notifications"): announcements an operator
 * schedules and notices the games raise. The audience decides who sees one; USER and
 * USERS name their users, the others are resolved per visitor when listed or emitted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    severity: text('severity').notNull(),
    dismissible: text('dismissible').notNull().default('ALWAYS'),
    priority: integer('priority').notNull().default(0),
    location: text('location').notNull().default('ALL'),
    variant: text('variant').notNull(),
    title: text('title').notNull(),
    /** Rich-text blocks (the contract's richTextSchema). */
    message: jsonb('message').notNull(),
    /** 'EVERYONE' | 'USER' | 'USERS' | 'VISITORS' | 'NEW_USERS' */
    audience: text('audience').notNull(),
    /** For USER (one id) and USERS (several). */
    targetUserIds: uuid('target_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Shown from this time on (scheduled announcements start later). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The event a notice tells of (e.g. one crypto transaction): a newer notice of the same
     * subject expires this one, so only the latest news of an event stays listed.
     */
    subject: text('subject'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_window_idx').on(t.startsAt, t.expiresAt),
    index('notifications_targets_idx').using('gin', t.targetUserIds),
    index('notifications_subject_idx').on(t.subject),
  ],
);

/** A user's dismissal of a server notification: it is not listed for them again. */
export const notificationDismissals = pgTable(
  'notification_dismissals',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);
