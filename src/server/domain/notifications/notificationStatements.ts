import type { Statement } from '../../db/client';

// The statements of notificationRecords.ts. A row reads as the record (camelCase, the
// table's column order), the way the query builder used to answer it.

const COLUMNS = `id, type, severity, dismissible, priority, location, variant, title, message,
  audience, target_user_ids AS "targetUserIds", starts_at AS "startsAt",
  expires_at AS "expiresAt", subject, created_by AS "createdBy", created_at AS "createdAt"`;

/** Current at $1: started, and not expired. */
const ACTIVE_AT = `starts_at <= $1::timestamptz
  AND (expires_at IS NULL OR expires_at > $1::timestamptz)`;

/** A column left out ($3 dismissible, $4 priority, $5 location...) takes its default. */
export const INSERT_NOTIFICATION: Statement = {
  name: 'notifications_insert',
  text: `INSERT INTO notifications (type, severity, dismissible, priority, location, variant,
           title, message, audience, target_user_ids, starts_at, expires_at, subject, created_by)
         VALUES ($1, $2, coalesce($3, 'ALWAYS'), coalesce($4::int, 0), coalesce($5, 'ALL'), $6,
                 $7, $8::jsonb, $9, coalesce($10::uuid[], '{}'::uuid[]),
                 coalesce($11::timestamptz, now()), $12::timestamptz, $13, $14::uuid)
         RETURNING ${COLUMNS}`,
};

export const FIND_NOTIFICATION: Statement = {
  name: 'notifications_find',
  text: `SELECT ${COLUMNS} FROM notifications WHERE id = $1 LIMIT 1`,
};

export const FIND_NOTIFICATION_FOR_UPDATE: Statement = {
  name: 'notifications_find_for_update',
  text: `SELECT ${COLUMNS} FROM notifications WHERE id = $1 LIMIT 1 FOR UPDATE`,
};

/**
 * Changes notification $1: a column changes only when its field is named in $2, so a
 * field can be set to null (an expiry taken away) as well as left alone.
 */
export const UPDATE_NOTIFICATION: Statement = {
  name: 'notifications_update',
  text: `UPDATE notifications SET
           type = CASE WHEN 'type' = ANY($2::text[]) THEN $3::text ELSE type END,
           severity = CASE WHEN 'severity' = ANY($2::text[]) THEN $4::text ELSE severity END,
           dismissible = CASE WHEN 'dismissible' = ANY($2::text[]) THEN $5::text
                         ELSE dismissible END,
           priority = CASE WHEN 'priority' = ANY($2::text[]) THEN $6::int ELSE priority END,
           location = CASE WHEN 'location' = ANY($2::text[]) THEN $7::text ELSE location END,
           variant = CASE WHEN 'variant' = ANY($2::text[]) THEN $8::text ELSE variant END,
           title = CASE WHEN 'title' = ANY($2::text[]) THEN $9::text ELSE title END,
           message = CASE WHEN 'message' = ANY($2::text[]) THEN $10::jsonb ELSE message END,
           audience = CASE WHEN 'audience' = ANY($2::text[]) THEN $11::text ELSE audience END,
           target_user_ids = CASE WHEN 'targetUserIds' = ANY($2::text[]) THEN $12::uuid[]
                             ELSE target_user_ids END,
           starts_at = CASE WHEN 'startsAt' = ANY($2::text[]) THEN $13::timestamptz
                       ELSE starts_at END,
           expires_at = CASE WHEN 'expiresAt' = ANY($2::text[]) THEN $14::timestamptz
                        ELSE expires_at END
         WHERE id = $1
         RETURNING ${COLUMNS}`,
};

/** A visitor's current notifications at $1, highest priority first, at most $2. */
export const LIST_CURRENT_FOR_VISITOR: Statement = {
  name: 'notifications_current_for_visitor',
  text: `SELECT ${COLUMNS} FROM notifications
         WHERE ${ACTIVE_AT} AND audience IN ('EVERYONE', 'VISITORS')
         ORDER BY priority DESC, starts_at DESC, id DESC LIMIT $2`,
};

/**
 * User $3's current notifications at $1 they have not dismissed, highest priority first,
 * at most $2; an account created after $4 is new (NEW_USERS). The GIN index serves the targets.
 */
export const LIST_CURRENT_FOR_USER: Statement = {
  name: 'notifications_current_for_user',
  // NEW_USERS reach an account created after $4 (audience.ts, newAccountsSince): read here,
  // so the list costs one round trip.
  text: `SELECT ${COLUMNS} FROM notifications n
         WHERE ${ACTIVE_AT}
           AND (audience = 'EVERYONE'
                OR (audience IN ('USER', 'USERS') AND target_user_ids @> ARRAY[$3::uuid])
                OR (audience = 'NEW_USERS'
                    AND EXISTS (SELECT 1 FROM users u
                                WHERE u.id = $3::uuid AND u.created_at > $4::timestamptz)))
           AND NOT EXISTS (SELECT 1 FROM notification_dismissals d
                           WHERE d.notification_id = n.id AND d.user_id = $3::uuid)
         ORDER BY priority DESC, starts_at DESC, id DESC LIMIT $2`,
};

/** User $3's current (at $1) USER notifications of type $2. */
export const LIST_ACTIVE_FOR_USER: Statement = {
  name: 'notifications_active_for_user',
  text: `SELECT ${COLUMNS} FROM notifications
         WHERE ${ACTIVE_AT} AND type = $2 AND audience = 'USER'
           AND target_user_ids @> ARRAY[$3::uuid]`,
};

/** The notifications of subject $2 current at $1. */
export const LIST_CURRENT_OF_SUBJECT: Statement = {
  name: 'notifications_current_of_subject',
  text: `SELECT ${COLUMNS} FROM notifications WHERE ${ACTIVE_AT} AND subject = $2`,
};

/** Notifications that start or expire after $1. */
export const LIST_PENDING: Statement = {
  name: 'notifications_pending',
  text: `SELECT ${COLUMNS} FROM notifications
         WHERE starts_at > $1::timestamptz OR expires_at > $1::timestamptz`,
};

/**
 * Operator announcements, newest first, at most $3; in phase $2 at $1 ('ACTIVE',
 * 'SCHEDULED' or 'EXPIRED'), or in any when $2 is null. Expiry wins over a later start.
 */
export const LIST_ANNOUNCEMENTS: Statement = {
  name: 'notifications_announcements',
  text: `SELECT ${COLUMNS} FROM notifications
         WHERE created_by IS NOT NULL
           AND CASE $2::text
                 WHEN 'ACTIVE' THEN ${ACTIVE_AT}
                 WHEN 'SCHEDULED' THEN starts_at > $1::timestamptz
                   AND (expires_at IS NULL OR expires_at > $1::timestamptz)
                 WHEN 'EXPIRED' THEN expires_at <= $1::timestamptz
                 ELSE true
               END
         ORDER BY created_at DESC, id DESC LIMIT $3`,
};

export const INSERT_DISMISSAL: Statement = {
  name: 'notifications_dismiss',
  text: `INSERT INTO notification_dismissals (notification_id, user_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
};

export const DISMISSERS: Statement = {
  name: 'notifications_dismissers',
  text: `SELECT user_id AS "userId" FROM notification_dismissals WHERE notification_id = $1`,
};

/** The sign-up time of each user among $1. */
export const ACCOUNT_CREATION_TIMES: Statement = {
  name: 'notifications_account_creation_times',
  text: `SELECT id, created_at AS "createdAt" FROM users WHERE id = ANY($1::uuid[])`,
};
