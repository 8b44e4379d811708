import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationDismissals, notifications, users } from '../../db/schema';
import type { Viewer } from './audience';
import type { NotificationPhase } from './lifecycle';
import type { NotificationRecord, NotificationType } from '../events';

// The table's rows and the domain's records: the enums are stored as text and always
// written from validated values, so reading them back as the enums is safe.
type Row = typeof notifications.$inferSelect;
const toRecord = (row: Row): NotificationRecord => row as unknown as NotificationRecord;

export type NewNotification = Omit<NotificationRecord, 'id' | 'createdAt'> & {
  /** The event it tells of; see `listCurrentOfSubject`. */
  subject?: string | null;
};
export type NotificationPatch = Partial<Omit<NotificationRecord, 'id' | 'createdAt' | 'createdBy'>>;

/** Notifications are keyed by uuid; anything else cannot name one (and must not reach SQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export async function insertNotification(
  db: Database,
  values: NewNotification,
): Promise<NotificationRecord> {
  const [row] = await db.insert(notifications).values(values).returning();
  return toRecord(row!);
}

export async function findNotification(
  db: Database,
  id: string,
  lock = false,
): Promise<NotificationRecord | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? toRecord(row) : null;
}

export async function updateNotification(
  db: Database,
  id: string,
  patch: NotificationPatch,
): Promise<NotificationRecord> {
  const [row] = await db
    .update(notifications)
    .set(patch)
    .where(eq(notifications.id, id))
    .returning();
  return toRecord(row!);
}

const activeAt = (now: Date) =>
  and(
    lte(notifications.startsAt, now),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
  );

/** The audience test of `reaches()`, as SQL (the GIN index serves the target lookup). */
function audienceMatches(viewer: Viewer): SQL {
  if (viewer.userId === null) return inArray(notifications.audience, ['EVERYONE', 'VISITORS']);
  const audiences: SQL[] = [
    eq(notifications.audience, 'EVERYONE'),
    and(
      inArray(notifications.audience, ['USER', 'USERS']),
      sql`${notifications.targetUserIds} @> ARRAY[${viewer.userId}]::uuid[]`,
    )!,
  ];
  if (viewer.isNewAccount) audiences.push(eq(notifications.audience, 'NEW_USERS'));
  return or(...audiences)!;
}

/** Current notifications for a viewer, not dismissed by them, highest priority first. */
export async function listCurrentFor(
  db: Database,
  viewer: Viewer,
  now: Date,
  limit: number,
): Promise<NotificationRecord[]> {
  const notDismissed = viewer.userId
    ? sql`NOT EXISTS (SELECT 1 FROM ${notificationDismissals}
          WHERE ${notificationDismissals.notificationId} = ${notifications.id}
            AND ${notificationDismissals.userId} = ${viewer.userId})`
    : undefined;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(activeAt(now), audienceMatches(viewer), notDismissed))
    .orderBy(desc(notifications.priority), desc(notifications.startsAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toRecord);
}

/** One user's current USER notifications of a type (e.g. the notice of a mute). */
export async function listActiveForUser(
  db: Database,
  userId: string,
  type: NotificationType,
  now: Date,
): Promise<NotificationRecord[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        activeAt(now),
        eq(notifications.type, type),
        eq(notifications.audience, 'USER'),
        sql`${notifications.targetUserIds} @> ARRAY[${userId}]::uuid[]`,
      ),
    );
  return rows.map(toRecord);
}

/** The current notices of one event (their subject), which a newer notice of it replaces. */
export async function listCurrentOfSubject(
  db: Database,
  subject: string,
  now: Date,
): Promise<NotificationRecord[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(activeAt(now), eq(notifications.subject, subject)));
  return rows.map(toRecord);
}

/** Notifications with a start or an expiry still ahead: what a process must time. */
export async function listPending(db: Database, now: Date): Promise<NotificationRecord[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(or(gt(notifications.startsAt, now), gt(notifications.expiresAt, now)));
  return rows.map(toRecord);
}

/** Operator announcements, newest first, optionally in one phase. */
export async function listAnnouncements(
  db: Database,
  filter: { phase?: NotificationPhase | undefined; limit: number },
  now: Date,
): Promise<NotificationRecord[]> {
  const phase =
    filter.phase === 'ACTIVE'
      ? activeAt(now)
      : filter.phase === 'SCHEDULED'
        ? and(
            gt(notifications.startsAt, now),
            or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
          )
        : filter.phase === 'EXPIRED'
          ? lte(notifications.expiresAt, now)
          : undefined;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(isNotNull(notifications.createdBy), phase))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit);
  return rows.map(toRecord);
}

/** Records a dismissal; dismissing twice is the same as once. */
export async function insertDismissal(db: Database, notificationId: string, userId: string) {
  await db.insert(notificationDismissals).values({ notificationId, userId }).onConflictDoNothing();
}

export async function dismissersOf(db: Database, notificationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: notificationDismissals.userId })
    .from(notificationDismissals)
    .where(eq(notificationDismissals.notificationId, notificationId));
  return rows.map((row) => row.userId);
}

/** When each of these users signed up (unknown ids are left out). */
export async function accountCreationTimes(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Date>> {
  const ids = userIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.createdAt]));
}
