import { sql } from 'drizzle-orm';
import type { ChatMessage, PublicUser, RichTextBlock } from '../../../shared/contract';
import { levelOf } from '../../../shared/levels';
import { type Database, queryRows } from '../../db/client';
import type { KnownUser } from './parseMessage';
import type { RecentMessage } from './chatRules';

// The SQL of chat, in one place. Raw where drizzle's builder would hide the plan (LATERAL).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

// Type aliases, not interfaces: query rows must be assignable to Record<string, unknown>.
export type AuthorRow = {
  id: string;
  username: string;
  avatar: string | null;
  xp: number | string;
};

export function publicUserOf(row: AuthorRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    level: levelOf(Number(row.xp)).level,
  };
}

type SenderRow = AuthorRow & {
  roles: string[];
  muted_until: Date | string | null;
  banned_until: Date | string | null;
  /** The database's clock, so every process judges time the same way. */
  now: Date | string;
  recent: Array<{ channel: string; created_at: string; fingerprint: string }> | string;
};

/** Serialises one sender's sends (rate limit and repeat checks read, then write). */
export async function lockSender(db: Database, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`chat:${userId}`}))`);
}

/**
 * The sender and their own messages of the last `seconds`, newest first, in one round
 * trip. Run it after lockSender: a statement started after the lock sees every message
 * the previous holder committed.
 */
export async function findSender(db: Database, userId: string, seconds: number) {
  const [row] = await queryRows<SenderRow>(
    db,
    sql`SELECT u.id, u.username, u.avatar, u.xp, u.roles, u.muted_until, u.banned_until,
               now() AS now,
               coalesce((
                 SELECT json_agg(json_build_object(
                          'channel', m.channel, 'created_at', m.created_at,
                          'fingerprint', m.fingerprint) ORDER BY m.created_at DESC)
                 FROM (SELECT channel, created_at, fingerprint FROM chat_messages
                       WHERE user_id = u.id AND created_at > now() - make_interval(secs => ${seconds})
                       ORDER BY created_at DESC LIMIT 200) m
               ), '[]'::json) AS recent
        FROM users u WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  const recent = typeof row.recent === 'string' ? JSON.parse(row.recent) : row.recent;
  return {
    author: publicUserOf(row),
    roles: row.roles,
    mutedUntil: row.muted_until === null ? null : asDate(row.muted_until),
    bannedUntil: row.banned_until === null ? null : asDate(row.banned_until),
    now: asDate(row.now),
    recent: (recent as Array<{ channel: string; created_at: string; fingerprint: string }>).map(
      (m): RecentMessage => ({
        channel: m.channel,
        createdAt: new Date(m.created_at),
        fingerprint: m.fingerprint,
      }),
    ),
  };
}

/** The players a message names, by lower-case username or by id. */
export async function findUsers(
  db: Database,
  names: readonly string[],
  ids: readonly string[],
): Promise<KnownUser[]> {
  if (names.length === 0 && ids.length === 0) return [];
  // One array parameter each (drizzle would spread a JS array into many).
  return queryRows<{ id: string; username: string }>(
    db,
    sql`SELECT id, username FROM users
        WHERE lower(username) = ANY(string_to_array(${names.join(',')}, ','))
           OR id = ANY(string_to_array(${ids.join(',')}, ',')::uuid[])`,
  );
}

export async function insertMessage(
  db: Database,
  input: { channel: string; userId: string; blocks: RichTextBlock[]; fingerprint: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await queryRows<{ id: string; created_at: Date | string }>(
    db,
    sql`INSERT INTO chat_messages (channel, user_id, blocks, fingerprint)
        VALUES (${input.channel}, ${input.userId}, ${JSON.stringify(input.blocks)}::jsonb, ${input.fingerprint})
        RETURNING id, created_at`,
  );
  return { id: row!.id, createdAt: asDate(row!.created_at) };
}

/** A message from the site itself (no author), e.g. a rain announcement. */
export async function insertSystemMessage(
  db: Database,
  input: { channel: string; blocks: RichTextBlock[] },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await queryRows<{ id: string; created_at: Date | string }>(
    db,
    sql`INSERT INTO chat_messages (channel, user_id, blocks, fingerprint)
        VALUES (${input.channel}, NULL, ${JSON.stringify(input.blocks)}::jsonb, '')
        RETURNING id, created_at`,
  );
  return { id: row!.id, createdAt: asDate(row!.created_at) };
}

/** The newest `limit` active messages of each channel, oldest first within a channel. */
export async function latestMessages(
  db: Database,
  channels: readonly string[],
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await queryRows<{
    id: string;
    channel: string;
    blocks: RichTextBlock[];
    created_at: Date | string;
    user_id: string | null;
    username: string | null;
    avatar: string | null;
    xp: number | string | null;
  }>(
    db,
    sql`SELECT m.id, c.channel, m.blocks, m.created_at, u.id AS user_id, u.username, u.avatar, u.xp
        FROM unnest(string_to_array(${channels.join(',')}, ',')) AS c(channel)
        CROSS JOIN LATERAL (
          SELECT id, blocks, created_at, user_id FROM chat_messages
          WHERE channel = c.channel AND active
          ORDER BY created_at DESC, id DESC LIMIT ${limit}
        ) m
        LEFT JOIN users u ON u.id = m.user_id
        ORDER BY c.channel, m.created_at, m.id`,
  );
  return rows.map((r) => ({
    _id: r.id,
    channel: r.channel,
    active: true,
    user:
      r.user_id === null
        ? null
        : publicUserOf({ id: r.user_id, username: r.username!, avatar: r.avatar, xp: r.xp ?? 0 }),
    blocks: typeof r.blocks === 'string' ? (JSON.parse(r.blocks) as RichTextBlock[]) : r.blocks,
    createdAt: asDate(r.created_at).toISOString(),
  }));
}

/** Marks a message removed; answers it, or null when it was not active (or never existed). */
export async function deactivateMessage(db: Database, messageId: string, actorId: string) {
  const [row] = await queryRows<{
    id: string;
    channel: string;
    user_id: string | null;
    fingerprint: string;
  }>(
    db,
    sql`UPDATE chat_messages SET active = false, removed_by = ${actorId}, removed_at = now()
        WHERE id = ${messageId} AND active
        RETURNING id, channel, user_id, fingerprint`,
  );
  return row ?? null;
}

/** Who wrote a message: undefined when there is no such message, null for the system's. */
export async function messageAuthor(
  db: Database,
  messageId: string,
): Promise<string | null | undefined> {
  const [row] = await queryRows<{ user_id: string | null }>(
    db,
    sql`SELECT user_id FROM chat_messages WHERE id = ${messageId}`,
  );
  return row ? row.user_id : undefined;
}

export async function messageExists(db: Database, messageId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM chat_messages WHERE id = ${messageId}`);
  return rows.length > 0;
}
