import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Chat messages as they render: the server parsed the player's text into rich-text blocks
 * once, at send time. A moderator's removal only clears `active`, so the audit trail can
 * still show what was removed.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The channel's type, e.g. 'en' or 'vip' (domain/chat/channels.ts). */
    channel: text('channel').notNull(),
    /** Null for system messages. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Rich-text blocks (the contract's richTextSchema). */
    blocks: jsonb('blocks').notNull(),
    /** Case-folded plain text, for refusing a repeated message. */
    fingerprint: text('fingerprint').notNull(),
    active: boolean('active').notNull().default(true),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History: the newest active messages of each channel.
    index('chat_messages_channel_created_idx')
      .on(t.channel, t.createdAt)
      .where(sql`${t.active}`),
    // Rules: the sender's recent messages (rate limit, slow mode, repeats).
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);
