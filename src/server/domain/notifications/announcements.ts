import type {
  Announcement,
  CreateAnnouncementBody,
  UpdateAnnouncementBody,
} from '../../../shared/contract/adminNotifications';
import { toRichText } from '../../../shared/contract';
import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { recordAudit } from '../auditRecord';
import { DomainError, conflict } from '../errors';
import { type NotificationPhase, phaseAt } from './lifecycle';
import type { NotificationRecord } from '../events';
import { type NotificationPatch, listAnnouncements } from './notificationRecords';
import type { Notifications } from './notifications';

// Operators' announcements: created, changed, ended and listed by admins, each change
// audited in the same transaction that makes it.

interface Deps {
  db: Database;
  accounts: Accounts;
  notifications: Notifications;
}

export function toAnnouncement(record: NotificationRecord, now: Date): Announcement {
  return {
    id: record.id,
    type: record.type,
    severity: record.severity,
    dismissible: record.dismissible,
    priority: record.priority,
    location: record.location,
    variant: record.variant,
    title: record.title,
    message: record.message,
    audience: record.audience,
    targetUserIds: record.targetUserIds,
    startsAt: record.startsAt.toISOString(),
    expiresAt: record.expiresAt?.toISOString() ?? null,
    status: phaseAt(record, now),
    createdBy: record.createdBy,
    createdAt: record.createdAt.toISOString(),
  };
}

const date = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

function assertWindow(startsAt: Date, expiresAt: Date | null) {
  if (expiresAt && expiresAt.getTime() <= startsAt.getTime())
    throw new DomainError('BAD_WINDOW', 'The expiry must come after the start', 400);
}

async function assertUsersExist(deps: Deps, userIds: readonly string[] | undefined) {
  const unknown = userIds && (await deps.notifications.unknownUser(userIds));
  if (unknown) throw new DomainError('UNKNOWN_USER', `No user has the id ${unknown}`, 400);
}

function assertFuture(expiresAt: Date | null, now: Date) {
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new DomainError('BAD_WINDOW', 'The expiry must be in the future', 400);
}

export async function createAnnouncement(
  deps: Deps,
  actorId: string,
  body: CreateAnnouncementBody,
): Promise<Announcement> {
  assertCan(await deps.accounts.rolesOf(actorId), 'notifications.manage');
  const expiresAt = date(body.expiresAt) ?? null;
  assertFuture(expiresAt, deps.notifications.now());
  await assertUsersExist(deps, body.targetUserIds);
  const record = await transact(deps.db, async (tx) => {
    const created = await deps.notifications.create(tx, {
      type: body.type ?? 'CUSTOM',
      severity: body.severity,
      audience: body.audience,
      targets: body.targetUserIds ?? [],
      title: body.title,
      message: body.message,
      variant: body.variant,
      location: body.location ?? 'ALL',
      priority: body.priority ?? 0,
      dismissible: body.dismissible ?? 'ALWAYS',
      // create() takes a start in the past as now and checks the expiry comes after it.
      ...(body.startsAt ? { startsAt: new Date(body.startsAt) } : {}),
      expiresAt,
      createdBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'notification.create',
      targetId: created.id,
      details: { ...body },
    });
    return created;
  });
  return toAnnouncement(record, deps.notifications.now());
}

export async function updateAnnouncement(
  deps: Deps,
  actorId: string,
  body: UpdateAnnouncementBody,
): Promise<Announcement> {
  assertCan(await deps.accounts.rolesOf(actorId), 'notifications.manage');
  const { id, targetUserIds, message, startsAt, expiresAt, ...fields } = body;
  await assertUsersExist(deps, targetUserIds);
  const { after } = await transact(deps.db, async (tx) => {
    const changed = await deps.notifications.change(tx, id, (before, now) => {
      const patch: NotificationPatch = { ...fields };
      if (targetUserIds !== undefined) patch.targetUserIds = targetUserIds;
      // Moving to an audience without a target list drops the old targets.
      else if (fields.audience && fields.audience !== 'USER' && fields.audience !== 'USERS')
        patch.targetUserIds = [];
      if (message !== undefined) patch.message = toRichText(message);
      if (startsAt !== undefined) patch.startsAt = startOf(new Date(startsAt), before, now);
      if (expiresAt !== undefined) {
        patch.expiresAt = date(expiresAt) ?? null;
        assertFuture(patch.expiresAt, now);
      }
      if (patch.startsAt || patch.expiresAt !== undefined)
        assertWindow(
          patch.startsAt ?? before.startsAt,
          patch.expiresAt === undefined ? before.expiresAt : patch.expiresAt,
        );
      return patch;
    });
    await recordAudit(tx, {
      actorId,
      action: 'notification.update',
      targetId: id,
      details: { changes: body, previous: changedFields(changed.before, changed.after) },
    });
    return changed;
  });
  return toAnnouncement(after, deps.notifications.now());
}

/**
 * A start in the past means "now" for one not showing yet; one already showing keeps its
 * start (its viewers saw it appear then).
 */
function startOf(requested: Date, before: NotificationRecord, now: Date): Date {
  if (requested.getTime() > now.getTime()) return requested;
  return phaseAt(before, now) === 'ACTIVE' ? before.startsAt : now;
}

/** The previous values of the fields that changed, for the audit trail. */
function changedFields(before: NotificationRecord, after: NotificationRecord) {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof NotificationRecord)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}

export async function expireAnnouncement(
  deps: Deps,
  actorId: string,
  id: string,
): Promise<Announcement> {
  assertCan(await deps.accounts.rolesOf(actorId), 'notifications.manage');
  const { after } = await transact(deps.db, async (tx) => {
    const changed = await deps.notifications.change(tx, id, (current, now) => {
      if (phaseAt(current, now) === 'EXPIRED')
        throw conflict('ALREADY_EXPIRED', 'This notification has already expired');
      return { expiresAt: now };
    });
    await recordAudit(tx, {
      actorId,
      action: 'notification.expire',
      targetId: id,
      details: { previousExpiry: changed.before.expiresAt?.toISOString() ?? null },
    });
    return changed;
  });
  return toAnnouncement(after, deps.notifications.now());
}

export async function listOperatorAnnouncements(
  deps: Deps,
  actorId: string,
  query: { status?: NotificationPhase | undefined; limit?: number | undefined },
): Promise<Announcement[]> {
  assertCan(await deps.accounts.rolesOf(actorId), 'notifications.manage');
  const now = deps.notifications.now();
  const records = await listAnnouncements(
    deps.db,
    { phase: query.status, limit: query.limit ?? 50 },
    now,
  );
  return records.map((record) => toAnnouncement(record, now));
}
