import {
  type Notification,
  type RichTextBlock,
  richTextSchema,
  toRichText,
} from '../../../shared/contract';
import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import { DomainError, forbidden, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { type Viewer, audienceProblem, isNewAccount, newAccountsSince, reaches } from './audience';
import { phaseAt } from './lifecycle';
import { noticeExpiry } from './noticeExpiry';
import type {
  NotificationAudience,
  NotificationDismissible,
  NotificationLocation,
  NotificationRecord,
  NotificationSeverity,
  NotificationType,
  NotificationVariant,
} from '../events';
import {
  type NotificationPatch,
  accountCreationTimes,
  dismissersOf,
  findNotification,
  insertDismissal,
  insertNotification,
  listActiveForUser,
  listCurrentOfSubject,
  listCurrentFor,
  listPending,
  updateNotification,
} from './notificationRecords';
import { toNotification } from './toNotification';

/** What any part of the server passes to raise a notification. */
export interface RaiseInput {
  type: NotificationType;
  severity: NotificationSeverity;
  audience: NotificationAudience;
  /** The users of a USER (one) or USERS (several) audience. */
  targets?: readonly string[];
  title: string;
  /** A plain string becomes one text block. */
  message: string | RichTextBlock[];
  /** Default CORNER_ALERT. */
  variant?: NotificationVariant;
  /** Default ALL. */
  location?: NotificationLocation;
  /** Higher shows first; default 0. */
  priority?: number;
  /** Default ALWAYS. */
  dismissible?: NotificationDismissible;
  /** Default now; a start in the past means now. */
  startsAt?: Date;
  /** Default never. */
  expiresAt?: Date | null;
  /** The operator behind an announcement; absent for the server's own notices. */
  createdBy?: string | null;
  /**
   * The event the notice tells of (e.g. `crypto-transaction:<id>`): raising it expires the
   * current notices of the same subject, whose news it replaces.
   */
  subject?: string;
}

export interface NotificationSettings {
  /** NEW_USERS: accounts younger than this many days. */
  newUserDays: number;
}

/** At most this many current notifications are listed for one viewer. */
const LIST_LIMIT = 50;

export const noSuchNotification = () => notFound('No such notification');

/**
 * Stored server notifications: raising them, who sees which, dismissals. Every change is
 * announced after commit as 'notification.changed'; the realtime relay delivers it.
 */
export class Notifications {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEventBus,
    private readonly settings: NotificationSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  now(): Date {
    return this.clock();
  }

  /** The one way the server raises a notification (game notices, mutes, announcements). */
  raise(input: RaiseInput): Promise<NotificationRecord> {
    return transact(this.db, (tx) => this.create(tx, input));
  }

  /** raise() inside the caller's transaction, so an audit row commits with it. */
  async create(tx: Tx, input: RaiseInput): Promise<NotificationRecord> {
    const now = this.clock();
    const targetUserIds = [...(input.targets ?? [])];
    const problem = audienceProblem(input.audience, targetUserIds);
    if (problem) throw new DomainError('BAD_AUDIENCE', problem, 400);
    const startsAt =
      input.startsAt && input.startsAt.getTime() > now.getTime() ? input.startsAt : now;
    const variant = input.variant ?? 'CORNER_ALERT';
    const createdBy = input.createdBy ?? null;
    const expiresAt = noticeExpiry(
      { variant, createdBy, expiresAt: input.expiresAt ?? null },
      startsAt,
    );
    if (expiresAt && expiresAt.getTime() <= startsAt.getTime())
      throw new DomainError('BAD_WINDOW', 'The expiry must come after the start', 400);
    const record = await insertNotification(tx.db, {
      type: input.type,
      severity: input.severity,
      dismissible: input.dismissible ?? 'ALWAYS',
      priority: input.priority ?? 0,
      location: input.location ?? 'ALL',
      variant,
      title: input.title,
      message: richTextSchema.parse(toRichText(input.message)),
      audience: input.audience,
      targetUserIds,
      startsAt,
      expiresAt,
      createdBy,
      subject: input.subject ?? null,
    });
    if (input.subject) await this.supersede(tx, input.subject, record.id);
    this.announce(tx, null, record, now);
    return record;
  }

  /**
   * Changes a stored notification inside the caller's transaction, the row locked while
   * `patchOf` decides the change from its current state; answers both versions.
   */
  async change(
    tx: Tx,
    id: string,
    patchOf: (before: NotificationRecord, now: Date) => NotificationPatch,
  ): Promise<{ before: NotificationRecord; after: NotificationRecord }> {
    const now = this.clock();
    const before = await findNotification(tx.db, id, true);
    if (!before) throw noSuchNotification();
    const patch = patchOf(before, now);
    const audience = patch.audience ?? before.audience;
    const targets = patch.targetUserIds ?? before.targetUserIds;
    const problem = audienceProblem(audience, targets);
    if (problem) throw new DomainError('BAD_AUDIENCE', problem, 400);
    const after = await updateNotification(tx.db, id, patch);
    this.announce(tx, before, after, now);
    return { before, after };
  }

  /** Expires the current notices of a subject other than its newest (`keepId`). */
  private async supersede(tx: Tx, subject: string, keepId: string): Promise<void> {
    for (const notice of await listCurrentOfSubject(tx.db, subject, this.clock()))
      if (notice.id !== keepId)
        await this.change(tx, notice.id, (_before, now) => ({ expiresAt: now }));
  }

  /** Ends a user's current notices of one type now (a lifted or replaced mute). */
  expireForUser(userId: string, type: NotificationType): Promise<void> {
    return transact(this.db, async (tx) => {
      for (const notice of await listActiveForUser(tx.db, userId, type, this.clock()))
        await this.change(tx, notice.id, (_before, now) => ({ expiresAt: now }));
    });
  }

  find(id: string): Promise<NotificationRecord | null> {
    return findNotification(this.db, id);
  }

  /** What GET /notifications answers: current, meant for this viewer, not dismissed by them. */
  async listFor(userId: string | null): Promise<Notification[]> {
    const now = this.clock();
    const viewer = { userId, newAccountsSince: newAccountsSince(now, this.settings.newUserDays) };
    return (await listCurrentFor(this.db, viewer, now, LIST_LIMIT)).map(toNotification);
  }

  /**
   * A user dismisses a notification they can see. Hidden from them (another user's, another
   * audience's, not started) reads as unknown, so ids reveal nothing; NEVER is refused.
   * An expired one may still be dismissed: the click and the expiry can cross.
   */
  async dismiss(userId: string, notificationId: string): Promise<void> {
    const now = this.clock();
    const record = await findNotification(this.db, notificationId);
    if (!record) throw noSuchNotification();
    const viewer = await this.viewerOf(userId, now);
    if (!reaches(record, viewer) || phaseAt(record, now) === 'SCHEDULED')
      throw noSuchNotification();
    if (record.dismissible === 'NEVER') throw forbidden('This notification cannot be dismissed');
    await insertDismissal(this.db, notificationId, userId);
  }

  /** Starts and expiries still ahead, for a process's timeline. */
  pending(): Promise<NotificationRecord[]> {
    return listPending(this.db, this.clock());
  }

  dismissersOf(notificationId: string): Promise<string[]> {
    return dismissersOf(this.db, notificationId);
  }

  /** The first of these ids that names no user, if any. */
  async unknownUser(userIds: readonly string[]): Promise<string | undefined> {
    const known = await accountCreationTimes(this.db, userIds);
    return userIds.find((id) => !known.has(id));
  }

  /** Which of these users count as new (NEW_USERS) right now. */
  async newAccountsAmong(userIds: readonly string[]): Promise<Set<string>> {
    const now = this.clock();
    const created = await accountCreationTimes(this.db, userIds);
    return new Set(
      [...created]
        .filter(([, createdAt]) => isNewAccount(createdAt, now, this.settings.newUserDays))
        .map(([id]) => id),
    );
  }

  private async viewerOf(userId: string | null, now: Date): Promise<Viewer> {
    if (userId === null) return { userId: null, isNewAccount: false };
    const createdAt = (await accountCreationTimes(this.db, [userId])).get(userId);
    return {
      userId,
      isNewAccount: createdAt ? isNewAccount(createdAt, now, this.settings.newUserDays) : false,
    };
  }

  private announce(tx: Tx, before: NotificationRecord | null, after: NotificationRecord, at: Date) {
    tx.afterCommit(() => this.events.emit('notification.changed', { before, after, at }));
  }
}
