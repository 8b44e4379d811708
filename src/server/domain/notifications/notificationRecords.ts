import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { NotificationPhase } from './lifecycle';
import type { NotificationRecord, NotificationType } from '../events';
import {
  ACCOUNT_CREATION_TIMES,
  DISMISSERS,
  FIND_NOTIFICATION,
  FIND_NOTIFICATION_FOR_UPDATE,
  INSERT_DISMISSAL,
  INSERT_NOTIFICATION,
  LIST_ACTIVE_FOR_USER,
  LIST_ANNOUNCEMENTS,
  LIST_CURRENT_FOR_USER,
  LIST_CURRENT_FOR_VISITOR,
  LIST_CURRENT_OF_SUBJECT,
  LIST_PENDING,
  UPDATE_NOTIFICATION,
} from './notificationStatements';

// The table's rows and the domain's records: the enums are stored as text and always
// written from validated values, so reading them back as the enums is safe. A row also
// carries its subject, which the record type leaves out.
type Row = { [K in keyof NotificationRecord]: NotificationRecord[K] } & { subject: string | null };
const toRecord = (row: Row): NotificationRecord => row;

export type NewNotification = Omit<NotificationRecord, 'id' | 'createdAt'> & {
  /** The event it tells of; see `listCurrentOfSubject`. */
  subject?: string | null;
};
export type NotificationPatch = Partial<Omit<NotificationRecord, 'id' | 'createdAt' | 'createdBy'>>;

/** Notifications are keyed by uuid; anything else cannot name one (and must not reach SQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function insertNotification(
  db: Database,
  values: NewNotification,
): Promise<NotificationRecord> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<Row>(INSERT_NOTIFICATION, [
      values.type,
      values.severity,
      values.dismissible ?? null,
      values.priority ?? null,
      values.location ?? null,
      values.variant,
      values.title,
      json(values.message),
      values.audience,
      values.targetUserIds ?? null,
      iso(values.startsAt),
      iso(values.expiresAt),
      values.subject ?? null,
      values.createdBy ?? null,
    ]),
  );
  return toRecord(row!);
}

export async function findNotification(
  db: Database,
  id: string,
  lock = false,
): Promise<NotificationRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await autocommit(db, (tx) =>
    tx.query<Row>(lock ? FIND_NOTIFICATION_FOR_UPDATE : FIND_NOTIFICATION, [id]),
  );
  return row ? toRecord(row) : null;
}

/** Sets the patch's fields; one left undefined keeps its value (null clears it). */
export async function updateNotification(
  db: Database,
  id: string,
  patch: NotificationPatch,
): Promise<NotificationRecord> {
  const fields = Object.keys(patch).filter(
    (key) => patch[key as keyof NotificationPatch] !== undefined,
  );
  const [row] = await autocommit(db, (tx) =>
    tx.query<Row>(UPDATE_NOTIFICATION, [
      id,
      fields,
      patch.type ?? null,
      patch.severity ?? null,
      patch.dismissible ?? null,
      patch.priority ?? null,
      patch.location ?? null,
      patch.variant ?? null,
      patch.title ?? null,
      json(patch.message),
      patch.audience ?? null,
      patch.targetUserIds ?? null,
      iso(patch.startsAt),
      iso(patch.expiresAt),
    ]),
  );
  return toRecord(row!);
}

/** Current notifications for a viewer, not dismissed by them, highest priority first. */
export async function listCurrentFor(
  db: Database,
  /** The player (null: a visitor), and the moment after which an account is new. */
  viewer: { userId: string | null; newAccountsSince: Date },
  now: Date,
  limit: number,
): Promise<NotificationRecord[]> {
  const rows = await autocommit(db, (tx) =>
    viewer.userId === null
      ? tx.query<Row>(LIST_CURRENT_FOR_VISITOR, [now.toISOString(), limit])
      : tx.query<Row>(LIST_CURRENT_FOR_USER, [
          now.toISOString(),
          limit,
          viewer.userId,
          viewer.newAccountsSince.toISOString(),
        ]),
  );
  return rows.map(toRecord);
}

/** One user's current USER notifications of a type (e.g. the notice of a mute). */
export async function listActiveForUser(
  db: Database,
  userId: string,
  type: NotificationType,
  now: Date,
): Promise<NotificationRecord[]> {
  const rows = await autocommit(db, (tx) =>
    tx.query<Row>(LIST_ACTIVE_FOR_USER, [now.toISOString(), type, userId]),
  );
  return rows.map(toRecord);
}

/** The current notices of one event (their subject), which a newer notice of it replaces. */
export async function listCurrentOfSubject(
  db: Database,
  subject: string,
  now: Date,
): Promise<NotificationRecord[]> {
  const rows = await autocommit(db, (tx) =>
    tx.query<Row>(LIST_CURRENT_OF_SUBJECT, [now.toISOString(), subject]),
  );
  return rows.map(toRecord);
}

/** Notifications with a start or an expiry still ahead: what a process must time. */
export async function listPending(db: Database, now: Date): Promise<NotificationRecord[]> {
  const rows = await autocommit(db, (tx) => tx.query<Row>(LIST_PENDING, [now.toISOString()]));
  return rows.map(toRecord);
}

/** Operator announcements, newest first, optionally in one phase. */
export async function listAnnouncements(
  db: Database,
  filter: { phase?: NotificationPhase | undefined; limit: number },
  now: Date,
): Promise<NotificationRecord[]> {
  const rows = await autocommit(db, (tx) =>
    tx.query<Row>(LIST_ANNOUNCEMENTS, [now.toISOString(), filter.phase ?? null, filter.limit]),
  );
  return rows.map(toRecord);
}

/** Records a dismissal; dismissing twice is the same as once. */
export async function insertDismissal(db: Database, notificationId: string, userId: string) {
  await autocommit(db, (tx) => tx.query(INSERT_DISMISSAL, [notificationId, userId]));
}

export async function dismissersOf(db: Database, notificationId: string): Promise<string[]> {
  const rows = await autocommit(db, (tx) =>
    tx.query<{ userId: string }>(DISMISSERS, [notificationId]),
  );
  return rows.map((row) => row.userId);
}

/** When each of these users signed up (unknown ids are left out). */
export async function accountCreationTimes(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Date>> {
  const ids = userIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await autocommit(db, (tx) =>
    tx.query<{ id: string; createdAt: Date }>(ACCOUNT_CREATION_TIMES, [ids]),
  );
  return new Map(rows.map((row) => [row.id, row.createdAt]));
}
