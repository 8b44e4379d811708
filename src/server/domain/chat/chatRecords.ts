import type { ChatMessage, PublicUser, RichTextBlock } from '../../../shared/contract';
import { levelOf } from '../../../shared/levels';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { KnownUser } from './parseMessage';
import type { RecentMessage } from './chatRules';

// The SQL of chat, in one place. Each function takes a database and joins the transaction
// it belongs to (transact's tx.db), or runs on its own on the root database.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** Serialises one sender's sends: the key ($1) is `chat:<user id>`. */
const LOCK_SENDER: Statement = {
  name: 'chat_lock_sender',
  text: 'SELECT pg_advisory_xact_lock(hashtext($1))',
};

/** The sender ($1), the database's clock, and their messages of the last $2 seconds. */
const FIND_SENDER: Statement = {
  name: 'chat_find_sender',
  text: `SELECT u.id, u.username, u.avatar, u.xp, u.roles, u.muted_until AS "mutedUntil",
                u.banned_until AS "bannedUntil", now() AS now,
                coalesce((
                  SELECT json_agg(json_build_object(
                           'channel', m.channel, 'created_at', m.created_at,
                           'fingerprint', m.fingerprint) ORDER BY m.created_at DESC)
                  FROM (SELECT channel, created_at, fingerprint FROM chat_messages
                        WHERE user_id = u.id AND created_at > now() - make_interval(secs => $2)
                        ORDER BY created_at DESC LIMIT 200) m
                ), '[]'::json) AS recent
         FROM users u WHERE u.id = $1`,
};

/** Players by lower-case username ($1) or by id ($2). */
const FIND_USERS: Statement = {
  name: 'chat_find_users',
  text: `SELECT id, username FROM users
         WHERE lower(username) = ANY($1::text[]) OR id = ANY($2::uuid[])`,
};

const INSERT_MESSAGE: Statement = {
  name: 'chat_insert_message',
  text: `INSERT INTO chat_messages (channel, user_id, blocks, fingerprint)
         VALUES ($1, $2, $3::jsonb, $4)
         RETURNING id, created_at AS "createdAt"`,
};

const INSERT_SYSTEM_MESSAGE: Statement = {
  name: 'chat_insert_system_message',
  text: `INSERT INTO chat_messages (channel, user_id, blocks, fingerprint)
         VALUES ($1, NULL, $2::jsonb, '')
         RETURNING id, created_at AS "createdAt"`,
};

/** The newest $2 active messages of each channel ($1), oldest first within a channel. */
const LATEST_MESSAGES: Statement = {
  name: 'chat_latest_messages',
  text: `SELECT m.id, c.channel, m.blocks, m.created_at AS "createdAt", u.id AS "userId",
                u.username, u.avatar, u.xp
         FROM unnest($1::text[]) AS c(channel)
         CROSS JOIN LATERAL (
           SELECT id, blocks, created_at, user_id FROM chat_messages
           WHERE channel = c.channel AND active
           ORDER BY created_at DESC, id DESC LIMIT $2
         ) m
         LEFT JOIN users u ON u.id = m.user_id
         ORDER BY c.channel, m.created_at, m.id`,
};

/** Removes message $1 on behalf of $2 if it is active. */
const DEACTIVATE_MESSAGE: Statement = {
  name: 'chat_deactivate_message',
  text: `UPDATE chat_messages SET active = false, removed_by = $2, removed_at = now()
         WHERE id = $1 AND active
         RETURNING id, channel, user_id, fingerprint`,
};

const MESSAGE_AUTHOR: Statement = {
  name: 'chat_message_author',
  text: 'SELECT user_id AS "userId" FROM chat_messages WHERE id = $1',
};

const MESSAGE_EXISTS: Statement = {
  name: 'chat_message_exists',
  text: 'SELECT 1 AS found FROM chat_messages WHERE id = $1',
};

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

type RecentRow = { channel: string; created_at: string; fingerprint: string };

type SenderRow = AuthorRow & {
  roles: string[];
  mutedUntil: Date | null;
  bannedUntil: Date | null;
  /** The database's clock, so every process judges time the same way. */
  now: Date;
  recent: RecentRow[] | string;
};

/** Serialises one sender's sends (rate limit and repeat checks read, then write). */
export async function lockSender(db: Database, userId: string): Promise<void> {
  await autocommit(db, (tx) => tx.query(LOCK_SENDER, [`chat:${userId}`]));
}

/**
 * The sender and their own messages of the last `seconds`, newest first, in one round
 * trip. Run it after lockSender: a statement started after the lock sees every message
 * the previous holder committed.
 */
export async function findSender(db: Database, userId: string, seconds: number) {
  const [row] = await autocommit(db, (tx) => tx.query<SenderRow>(FIND_SENDER, [userId, seconds]));
  if (!row) return null;
  const recent =
    typeof row.recent === 'string' ? (JSON.parse(row.recent) as RecentRow[]) : row.recent;
  return {
    author: publicUserOf(row),
    roles: row.roles,
    mutedUntil: row.mutedUntil === null ? null : asDate(row.mutedUntil),
    bannedUntil: row.bannedUntil === null ? null : asDate(row.bannedUntil),
    now: asDate(row.now),
    recent: recent.map((m): RecentMessage => ({
      channel: m.channel,
      createdAt: new Date(m.created_at),
      fingerprint: m.fingerprint,
    })),
  };
}

/** The players a message names, by lower-case username or by id. */
export async function findUsers(
  db: Database,
  names: readonly string[],
  ids: readonly string[],
): Promise<KnownUser[]> {
  if (names.length === 0 && ids.length === 0) return [];
  return autocommit(db, (tx) =>
    tx.query<{ id: string; username: string }>(FIND_USERS, [[...names], [...ids]]),
  );
}

export async function insertMessage(
  db: Database,
  input: { channel: string; userId: string; blocks: RichTextBlock[]; fingerprint: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ id: string; createdAt: Date }>(INSERT_MESSAGE, [
      input.channel,
      input.userId,
      JSON.stringify(input.blocks),
      input.fingerprint,
    ]),
  );
  return { id: row!.id, createdAt: asDate(row!.createdAt) };
}

/** A message from the site itself (no author), e.g. a rain announcement. */
export async function insertSystemMessage(
  db: Database,
  input: { channel: string; blocks: RichTextBlock[] },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ id: string; createdAt: Date }>(INSERT_SYSTEM_MESSAGE, [
      input.channel,
      JSON.stringify(input.blocks),
    ]),
  );
  return { id: row!.id, createdAt: asDate(row!.createdAt) };
}

/** The newest `limit` active messages of each channel, oldest first within a channel. */
export async function latestMessages(
  db: Database,
  channels: readonly string[],
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await autocommit(db, (tx) =>
    tx.query<{
      id: string;
      channel: string;
      blocks: RichTextBlock[] | string;
      createdAt: Date;
      userId: string | null;
      username: string | null;
      avatar: string | null;
      xp: number | string | null;
    }>(LATEST_MESSAGES, [[...channels], limit]),
  );
  return rows.map((r) => ({
    _id: r.id,
    channel: r.channel,
    active: true,
    user:
      r.userId === null
        ? null
        : publicUserOf({ id: r.userId, username: r.username!, avatar: r.avatar, xp: r.xp ?? 0 }),
    blocks: typeof r.blocks === 'string' ? (JSON.parse(r.blocks) as RichTextBlock[]) : r.blocks,
    createdAt: asDate(r.createdAt).toISOString(),
  }));
}

/** Marks a message removed; answers it, or null when it was not active (or never existed). */
export async function deactivateMessage(db: Database, messageId: string, actorId: string) {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ id: string; channel: string; user_id: string | null; fingerprint: string }>(
      DEACTIVATE_MESSAGE,
      [messageId, actorId],
    ),
  );
  return row ?? null;
}

/** Who wrote a message: undefined when there is no such message, null for the system's. */
export async function messageAuthor(
  db: Database,
  messageId: string,
): Promise<string | null | undefined> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ userId: string | null }>(MESSAGE_AUTHOR, [messageId]),
  );
  return row ? row.userId : undefined;
}

export async function messageExists(db: Database, messageId: string): Promise<boolean> {
  const rows = await autocommit(db, (tx) => tx.query(MESSAGE_EXISTS, [messageId]));
  return rows.length > 0;
}
